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
/* The text of the last toast shown, or NULL (a long "what: why" shows
 * "what" with the why behind its Details button); how many were shown. */
const char *noughts_window_get_last_toast (NoughtsWindow *self);
guint noughts_window_get_toast_count (NoughtsWindow *self);

/* ---- files: the code paths behind the file choosers ---- */

/* Reads a .noughts file in a worker; a bad one is refused with a toast
 * naming what is wrong and nothing changes. */
void noughts_window_open_file (NoughtsWindow *self, GFile *file);
/* Writes the position to file (atomically); on success the window's file
 * is file and the unsaved-changes mark goes. A failure is a toast. */
void noughts_window_save_to (NoughtsWindow *self, GFile *file);
/* The file the position came from or went to, or NULL. */
GFile *noughts_window_get_file (NoughtsWindow *self);
/* Unsaved changes since the last open or save (or since the start). */
gboolean noughts_window_get_modified (NoughtsWindow *self);
/* The header bar's title: the file's name, "• " before it when modified. */
const char *noughts_window_get_title (NoughtsWindow *self);
/* The position's comment, saved with the file ("" none). */
const char *noughts_window_get_comment (NoughtsWindow *self);
void noughts_window_set_comment (NoughtsWindow *self, const char *comment);
/* What the window's drop target does with a dropped value: a GdkFileList
 * or GFile opens the (first) file, a string is read as notation (or a
 * file URI). FALSE, with a toast saying why, when it cannot be used. */
gboolean noughts_window_drop_value (NoughtsWindow *self, const GValue *value);
/* The current position becomes the clean starting state: no undo history,
 * no unsaved-changes mark (a position from the command line). */
void noughts_window_start_from_here (NoughtsWindow *self);
/* The main menu's Open Recent submenu (items win.open-recent(uri)). */
GMenuModel *noughts_window_get_recent_menu (NoughtsWindow *self);

/* ---- export: the code path behind the Export menu's choosers ---- */

typedef enum {
  NOUGHTS_EXPORT_JSON,        /* the analysis, with a game tree */
  NOUGHTS_EXPORT_CSV,         /* the move table */
  NOUGHTS_EXPORT_TEXT,        /* the report */
  NOUGHTS_EXPORT_BOARD,       /* the board image (PNG, SVG, PDF) */
  NOUGHTS_EXPORT_PV_STRIP,    /* the PV as boards (PNG, SVG, PDF: a page a step) */
  NOUGHTS_EXPORT_STRATEGY,    /* one side's strategy map (SVG, PDF, PNG) */
} NoughtsExportKind;

typedef struct {
  int size;                   /* images: long side in pixels/points; 0: 1024 */
  gboolean heat_map;          /* the board image */
  int tree_depth;             /* JSON; -1: the tree-depth setting (2 without one) */
  MnkPiece side;              /* strategy map; EMPTY: the side to move */
  guint max_decisions;        /* strategy map; 0: the default limit */
} NoughtsExportSettings;

/* The settings a chooser starts from for this window. */
void noughts_window_export_settings_init (NoughtsWindow *self, NoughtsExportSettings *settings);
/* Exports in a worker (the window stays responsive); images take their
 * format from the file's extension (.png .svg .pdf). Ends in a toast:
 * "Saved “name”" or "Cannot export “name”: reason". */
void noughts_window_export (NoughtsWindow *self, NoughtsExportKind kind, GFile *file,
                            const NoughtsExportSettings *settings);

G_END_DECLS
