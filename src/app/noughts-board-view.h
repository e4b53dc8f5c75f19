/* noughts-board-view.h — the board widget: paints a position with the
 * shared cairo painter and reports what the person does to a cell. It owns
 * no game state: the window feeds it what to show. */
#pragma once

#include <gtk/gtk.h>
#include "mnk.h"

G_BEGIN_DECLS

#define NOUGHTS_TYPE_BOARD_VIEW (noughts_board_view_get_type ())
G_DECLARE_FINAL_TYPE (NoughtsBoardView, noughts_board_view, NOUGHTS, BOARD_VIEW, GtkWidget)

/* What a click or a key asks for; the "cell-action" signal carries it. */
typedef enum {
  NOUGHTS_BOARD_ACTIVATE,   /* left click, Space, Enter */
  NOUGHTS_BOARD_PUT_X,      /* the x key */
  NOUGHTS_BOARD_PUT_O,      /* the o key */
  NOUGHTS_BOARD_CLEAR,      /* right click, Delete */
} NoughtsBoardAction;

GtkWidget *noughts_board_view_new (void);

void noughts_board_view_set_position (NoughtsBoardView *self, const MnkPosition *pos,
                                      MnkScoreMode mode);
const MnkPosition *noughts_board_view_get_position (NoughtsBoardView *self);
/* Borrowed; the caller keeps it alive until it sets another (or NULL). */
void noughts_board_view_set_analysis (NoughtsBoardView *self, const MnkAnalysis *analysis);
void noughts_board_view_set_last_move (NoughtsBoardView *self, int cell);
/* An empty cell to show as the next move to play (ringed), -1 none. */
void noughts_board_view_set_suggestion (NoughtsBoardView *self, int cell);
/* Move numbers per cell (0 none), copied; NULL clears. */
void noughts_board_view_set_numbers (NoughtsBoardView *self, const int *numbers, int n);
void noughts_board_view_set_heat_map (NoughtsBoardView *self, gboolean heat_map);
gboolean noughts_board_view_get_heat_map (NoughtsBoardView *self);
void noughts_board_view_set_show_coordinates (NoughtsBoardView *self, gboolean show);
gboolean noughts_board_view_get_show_coordinates (NoughtsBoardView *self);
int noughts_board_view_get_cursor (NoughtsBoardView *self);
/* The cell under a point of the widget, -1 none. */
int noughts_board_view_cell_at (NoughtsBoardView *self, double x, double y);

G_END_DECLS
