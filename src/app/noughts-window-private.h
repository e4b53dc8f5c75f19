/* noughts-window-private.h — what only the window's own files share. */
#pragma once

#include "noughts-move-item.h"
#include "noughts-window.h"

G_BEGIN_DECLS

struct _NoughtsWindow {
  AdwApplicationWindow parent_instance;

  /* template children */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkMenuButton *rules_button;
  GtkSpinButton *rows_spin;
  GtkSpinButton *cols_spin;
  GtkSpinButton *k_spin;
  GtkDropDown *first_dropdown;
  GtkDropDown *mode_dropdown;
  GtkWidget *payoff_box;
  GtkSpinButton *win_spin;
  GtkSpinButton *draw_spin;
  GtkSpinButton *loss_spin;
  GtkStack *tree_stack;
  GtkLabel *tree_empty_label;
  GtkListView *tree_view;
  NoughtsBoardView *board;
  GtkWidget *pv_box;
  GtkLabel *pv_label;
  GtkLabel *pv_step_label;
  GtkWidget *verdict_card;
  GtkLabel *verdict_title;
  GtkLabel *verdict_detail;
  GtkLabel *verdict_stats;
  GtkStack *moves_stack;
  GtkLabel *moves_empty_label;
  GtkColumnView *moves_view;
  GtkColumnViewColumn *result_column;   /* hidden in expected mode */
  GtkColumnViewColumn *plies_column;
  GtkLabel *progress_label;
  GtkSpinner *spinner;
  GtkMenuButton *export_button;
  GtkWidget *export_stop_button;  /* shown, with a turning spinner, while an export runs */
  GtkSpinner *export_spinner;
  GMenu *recent_menu;             /* the main menu's Open Recent submenu */
  GtkEntry *comment_entry;

  /* state */
  NoughtsPositionModel *model;
  NoughtsAnalysis *analysis;
  GSettings *settings;            /* NULL when the schema is not installed */
  GListStore *moves;              /* NoughtsMoveItem of the current analysis */
  GListStore *tree_root;          /* the same moves, as the tree's top level */
  GtkTreeListModel *tree;
  GtkSingleSelection *tree_selection;
  GCancellable *tree_cancellable; /* cancels the tree's child analyses */
  gboolean edit_mode;
  int pv_step;
  NoughtsMoveItem *preview;       /* the tree row whose position the board shows */
  gboolean syncing_rules;
  char *last_toast;
  guint toast_count;

  /* files (noughts-window-files.c) */
  GFile *file;                    /* where the position was opened or saved; NULL: never */
  char *saved_text;               /* the file text of the clean state */
  gboolean modified;
  gboolean close_confirmed;       /* the user chose to close (saved or discarded) */
  gboolean close_after_save;      /* a Save from the close dialog is under way */
  GtkWidget *close_dialog;        /* the unsaved-changes question, while shown */
  GtkRecentManager *recent;
  GCancellable *io_cancellable;   /* opens, saves and exports of this window */
  guint exports_running;
  GCancellable *export_cancellable; /* the running exports; Stop cancels them */
};

/* noughts-window-actions.c */
void noughts_window_install_actions (NoughtsWindow *self);
void noughts_window_update_actions (NoughtsWindow *self);
void noughts_window_toast (NoughtsWindow *self, const char *text);
/* "what: why" as a toast; when too long for its one line, "what" with
 * the why behind a Details button. */
void noughts_window_toast_reason (NoughtsWindow *self, const char *what, const char *why);
/* Reads notation for this window: the current game's k and first player
 * carry over when the size matches; game / score override. */
gboolean noughts_window_parse (NoughtsWindow *self, const char *text, const char *game,
                               const char *score, MnkPosition *pos, MnkScoreMode *mode,
                               GError **error);

/* noughts-window-files.c: open, save, the title, closing, recent files,
 * drops and the comment */
void noughts_window_install_file_actions (NoughtsWindow *self);
void noughts_window_init_files (NoughtsWindow *self);
void noughts_window_dispose_files (NoughtsWindow *self);
/* The position, its moves or its comment changed: the title's mark. */
void noughts_window_update_modified (NoughtsWindow *self);
/* The close button, Ctrl+W and Quit: TRUE stops the close (a question). */
gboolean noughts_window_confirm_close (NoughtsWindow *self);

/* Choosing a path with a GtkFileChooserNative: then (self, file, chooser)
 * runs on Accept, with the chooser still open for its filter and choices. */
typedef void (*NoughtsPathChosen) (NoughtsWindow *self, GFile *file, GtkFileChooser *chooser);
void noughts_window_choose_file (NoughtsWindow *self, GtkFileChooserNative *dialog,
                                 NoughtsPathChosen then);
/* A chooser starts beside the position's file, else in Documents. */
void noughts_window_set_chooser_folder (NoughtsWindow *self, GtkFileChooser *chooser);
/* "Cannot export “a.png”: reason" as a toast. */
void noughts_window_toast_error (NoughtsWindow *self, const char *format, GFile *file,
                                 const GError *error);

/* noughts-window-export.c: the Export menu */
void noughts_window_install_export_actions (NoughtsWindow *self);
void noughts_window_dispose_exports (NoughtsWindow *self);

/* noughts-window-lists.c: the Moves view and the Game tree */
void noughts_window_init_lists (NoughtsWindow *self);
/* The moves of the current analysis into both lists. */
void noughts_window_update_lists (NoughtsWindow *self);

/* noughts-window.c */
/* The board shows item's position (a tree row), or the current one (NULL). */
void noughts_window_show_preview (NoughtsWindow *self, NoughtsMoveItem *item);
const char *noughts_window_piece_name (MnkPiece piece);   /* "X" / "O" */
void noughts_set_css_class (GtkWidget *widget, const char *name, gboolean on);
/* The PV step shown changes: redraw the board and the PV line. */
void noughts_window_show_pv_step (NoughtsWindow *self, int step);
/* The position the board shows now (a preview, a PV step or the model's). */
void noughts_window_get_shown_position (NoughtsWindow *self, MnkPosition *pos);

G_END_DECLS
