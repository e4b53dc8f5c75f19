/* noughts-window.h — the main window: board, analysis panels, actions. */
#pragma once

#include <adwaita.h>
#include "mnk.h"
#include "noughts-analysis.h"
#include "noughts-board-view.h"
#include "noughts-position-model.h"

G_BEGIN_DECLS

#define NOUGHTS_TYPE_WINDOW (noughts_window_get_type ())
G_DECLARE_FINAL_TYPE (NoughtsWindow, noughts_window, NOUGHTS, WINDOW, AdwApplicationWindow)

/* application may be NULL (tests). */
NoughtsWindow *noughts_window_new (GtkApplication *application);

/* Opens a position given as notation; game ("M,N,K") and score (a mode
 * name) may be NULL. With text NULL, an empty board of game. On error
 * nothing changes and the message names what is wrong. */
gboolean noughts_window_open_position (NoughtsWindow *self, const char *text,
                                       const char *game, const char *score,
                                       GError **error);

/* The parts a test (or another part of the app) looks at. */
NoughtsPositionModel *noughts_window_get_model (NoughtsWindow *self);
NoughtsAnalysis *noughts_window_get_analysis (NoughtsWindow *self);
NoughtsBoardView *noughts_window_get_board (NoughtsWindow *self);
GListModel *noughts_window_get_moves (NoughtsWindow *self);
/* The game tree's rows (GtkTreeListRow items) and its selection. */
GtkSingleSelection *noughts_window_get_tree_selection (NoughtsWindow *self);
/* The verdict panel's lines as shown. */
const char *noughts_window_get_verdict (NoughtsWindow *self);
const char *noughts_window_get_verdict_detail (NoughtsWindow *self);
/* The step of the principal variation the board shows (0: the position). */
int noughts_window_get_pv_step (NoughtsWindow *self);
/* The text of the last toast shown, or NULL. */
const char *noughts_window_get_last_toast (NoughtsWindow *self);

G_END_DECLS
