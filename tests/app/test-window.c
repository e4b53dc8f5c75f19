/* test-window.c — drives the real Noughts window through its actions and
 * the board's cell actions (the same path a click or a key takes), waits
 * for the worker's analysis and checks what a person would see. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "noughts-move-item.h"
#include "noughts-window.h"
#include "window-driver.h"

static char *
board_notation (NoughtsWindow *win)
{
  return mnk_position_format (noughts_board_view_get_position (noughts_window_get_board (win)),
                              FALSE);
}

static NoughtsMoveItem *
move_at (NoughtsWindow *win, guint i)
{
  NoughtsMoveItem *item = g_list_model_get_item (noughts_window_get_moves (win), i);

  g_assert_nonnull (item);
  g_object_unref (item);   /* the model keeps it */
  return item;
}

/* X to move wins at once on c1; every other move lets O win or draws. */
static void
test_verdict_and_moves (void)
{
  NoughtsWindow *win = open_window ("xx./oo./...");
  GListModel *moves = noughts_window_get_moves (win);
  NoughtsMoveItem *best;

  g_assert_cmpstr (noughts_window_get_verdict (win), ==, "X wins in 1 ply");
  g_assert_nonnull (strstr (noughts_window_get_verdict_detail (win), "X to move"));
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, 5);
  best = move_at (win, 0);
  g_assert_cmpstr (noughts_move_item_get_name (best), ==, "c1");
  g_assert_cmpint (noughts_move_item_get_cell (best), ==, 2);
  g_assert_true (noughts_move_item_get_best (best));
  g_assert_cmpint (noughts_move_item_get_value (best)->result, ==, MNK_RESULT_X);
  g_assert_cmpstr (noughts_move_item_get_score_text (best), ==, "+1");
  /* the game ends with this move: one ply, the move itself */
  g_assert_cmpstr (noughts_move_item_get_plies_text (best), ==, "1");
  /* Anything else lets O complete the middle row (a2 b2 c2 needs c2). */
  for (guint i = 1; i < 5; i++)
    {
      NoughtsMoveItem *item = move_at (win, i);

      g_assert_false (noughts_move_item_get_best (item));
      if (noughts_move_item_get_cell (item) != 5)
        g_assert_cmpint (noughts_move_item_get_value (item)->result, ==, MNK_RESULT_O);
    }
  close_window (win);
}

static void
test_empty_board_is_a_draw (void)
{
  NoughtsWindow *win = open_window (NULL);
  GListModel *moves = noughts_window_get_moves (win);

  g_assert_cmpstr (noughts_window_get_verdict (win), ==, "Draw");
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, 9);
  for (guint i = 0; i < 9; i++)
    g_assert_cmpint (noughts_move_item_get_value (move_at (win, i))->result, ==,
                     MNK_RESULT_DRAW);
  close_window (win);
}

/* 4x4, k = 3: every first move wins for X, but only the four centre
 * cells win fastest, and only they are marked best. */
static void
test_best_is_fastest_win (void)
{
  NoughtsWindow *win = open_window (NULL);
  GListModel *moves = noughts_window_get_moves (win);
  guint best = 0;

  act (win, "set-game", g_variant_new_string ("4,4,3"));
  wait_analysis (win);
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, 16);
  for (guint i = 0; i < 16; i++)
    {
      NoughtsMoveItem *item = move_at (win, i);
      int cell = noughts_move_item_get_cell (item);
      gboolean centre = cell == 5 || cell == 6 || cell == 9 || cell == 10;

      g_assert_cmpint (noughts_move_item_get_value (item)->result, ==, MNK_RESULT_X);
      g_assert_cmpint (noughts_move_item_get_best (item), ==, centre);
      best += noughts_move_item_get_best (item);
    }
  g_assert_cmpuint (best, ==, 4);
  close_window (win);
}

/* Play mode: a click puts the side to move's piece; undo/redo walk back. */
static void
test_play_undo_redo (void)
{
  NoughtsWindow *win = open_window (NULL);
  NoughtsPositionModel *model = noughts_window_get_model (win);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *d = NULL;

  board_act (win, "board.activate", 4);
  board_act (win, "board.activate", 0);
  a = model_notation (win);
  g_assert_cmpstr (a, ==, "o../.x./...");
  g_assert_cmpint (noughts_position_model_get_position (model)->to_move, ==, MNK_PIECE_X);
  /* A taken cell is refused and changes nothing. */
  board_act (win, "board.activate", 4);
  b = model_notation (win);
  g_assert_cmpstr (b, ==, "o../.x./...");

  act (win, "undo", NULL);
  c = model_notation (win);
  g_assert_cmpstr (c, ==, ".../.x./...");
  act (win, "undo", NULL);
  g_assert_false (noughts_position_model_can_undo (model));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "undo"));
  act (win, "redo", NULL);
  act (win, "redo", NULL);
  d = model_notation (win);
  g_assert_cmpstr (d, ==, "o../.x./...");
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "redo"));

  /* The window shows the new position's analysis once it is done. */
  wait_analysis (win);
  g_assert_cmpuint (g_list_model_get_n_items (noughts_window_get_moves (win)), ==, 7);
  close_window (win);
}

/* Edit mode: a click cycles empty -> X -> O -> empty; keys put and clear. */
static void
test_edit_cells (void)
{
  NoughtsWindow *win = open_window (NULL);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *d = NULL;

  g_action_group_change_action_state (G_ACTION_GROUP (win), "mode",
                                      g_variant_new_string ("edit"));
  board_act (win, "board.activate", 8);
  a = model_notation (win);
  g_assert_cmpstr (a, ==, ".../.../..x");
  board_act (win, "board.activate", 8);
  b = model_notation (win);
  g_assert_cmpstr (b, ==, ".../.../..o");
  board_act (win, "board.activate", 8);
  board_act (win, "board.put-o", 1);
  board_act (win, "board.put-x", 3);
  c = model_notation (win);
  g_assert_cmpstr (c, ==, ".o./x../...");
  board_act (win, "board.clear", 1);
  d = model_notation (win);
  g_assert_cmpstr (d, ==, ".../x../...");

  /* The side to move can be forced: O now, though the counts say O too;
   * then X, which the counts alone would not allow. */
  g_action_group_change_action_state (G_ACTION_GROUP (win), "to-move",
                                      g_variant_new_string ("x"));
  g_assert_cmpint (noughts_position_model_get_position (noughts_window_get_model (win))->to_move,
                   ==, MNK_PIECE_X);
  wait_analysis (win);
  g_assert_cmpstr (noughts_window_get_verdict (win), !=, "Illegal position");
  g_assert_nonnull (strstr (noughts_window_get_verdict_detail (win), "X to move"));
  close_window (win);
}

/* Stepping the PV shows its positions on the board; Play from here
 * makes the shown one current. */
static void
test_pv_steps (void)
{
  NoughtsWindow *win = open_window ("x.o/.x./... o");
  const MnkAnalysis *a = noughts_analysis_get_result (noughts_window_get_analysis (win));
  MnkPosition expect = *noughts_position_model_get_position (noughts_window_get_model (win));
  g_autofree char *want1 = NULL;
  g_autofree char *want2 = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *now = NULL;
  guint len;

  g_assert_nonnull (a);
  len = a->pv->len;
  g_assert_cmpuint (len, ==, 6);
  /* O must block at c3 */
  g_assert_cmpint (g_array_index (a->pv, int, 0), ==, 8);

  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "pv-previous"));
  act (win, "pv-next", NULL);
  mnk_position_play (&expect, g_array_index (a->pv, int, 0));
  want1 = mnk_position_format (&expect, FALSE);
  shown = board_notation (win);
  g_assert_cmpstr (shown, ==, want1);
  g_assert_cmpint (noughts_window_get_pv_step (win), ==, 1);

  act (win, "pv-next", NULL);
  mnk_position_play (&expect, g_array_index (a->pv, int, 1));
  want2 = mnk_position_format (&expect, FALSE);
  g_free (shown);
  shown = board_notation (win);
  g_assert_cmpstr (shown, ==, want2);

  act (win, "pv-last", NULL);
  g_assert_cmpint (noughts_window_get_pv_step (win), ==, (int) len);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "pv-next"));
  act (win, "pv-first", NULL);
  g_assert_cmpint (noughts_window_get_pv_step (win), ==, 0);
  g_free (shown);
  shown = board_notation (win);
  g_assert_cmpstr (shown, ==, "x.o/.x./...");

  act (win, "pv-next", NULL);
  act (win, "pv-next", NULL);
  act (win, "pv-play", NULL);
  now = model_notation (win);
  g_assert_cmpstr (now, ==, want2);
  g_assert_cmpint (noughts_window_get_pv_step (win), ==, 0);
  wait_analysis (win);
  g_assert_cmpstr (noughts_window_get_verdict (win), ==, "Draw");
  close_window (win);
}

static void
test_illegal_position (void)
{
  NoughtsWindow *win = open_window ("xxx/ooo/...");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_cmpstr (noughts_window_get_verdict (win), ==, "Illegal position");
  g_assert_cmpstr (noughts_window_get_verdict_detail (win), !=, "");
  g_assert_cmpuint (g_list_model_get_n_items (noughts_window_get_moves (win)), ==, 0);
  g_assert_null (noughts_analysis_get_result (noughts_window_get_analysis (win)));

  /* Notation that cannot be read changes nothing and says where. */
  before = model_notation (win);
  act (win, "set-position", g_variant_new_string ("x.o/.?./..."));
  after = model_notation (win);
  g_assert_cmpstr (before, ==, after);
  g_assert_nonnull (noughts_window_get_last_toast (win));
  g_assert_nonnull (strstr (noughts_window_get_last_toast (win), "row 2"));
  close_window (win);
}

static gboolean
toast_seen (gpointer data)
{
  return noughts_window_get_last_toast (data) != NULL;
}

static gboolean
position_is (gpointer data)
{
  NoughtsWindow *win = data;
  g_autofree char *now = model_notation (win);

  return g_str_equal (now, ".o./.x./x..");
}

static void
test_copy_paste (void)
{
  NoughtsWindow *win = open_window ("x../.o./...");
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (win));
  g_autofree char *kept = NULL;

  /* A bad paste names what is wrong and keeps the position. */
  gdk_clipboard_set_text (clipboard, "x.o/.x/...");
  act (win, "paste", NULL);
  wait_for (toast_seen, win, "the paste toast");
  g_assert_nonnull (strstr (noughts_window_get_last_toast (win), "Cannot paste"));
  kept = model_notation (win);
  g_assert_cmpstr (kept, ==, "x../.o./...");

  gdk_clipboard_set_text (clipboard, ".o.\n.x.\nx..\n");
  act (win, "paste", NULL);
  wait_for (position_is, win, "the pasted position");

  act (win, "copy", NULL);
  g_assert_nonnull (strstr (noughts_window_get_last_toast (win), ".o./.x./x.. o"));
  close_window (win);
}

/* New rules keep the stones that still fit. */
static void
test_rules_keep_stones (void)
{
  NoughtsWindow *win = open_window ("x../.o./..x");
  g_autofree char *bigger = NULL;
  g_autofree char *smaller = NULL;

  act (win, "set-game", g_variant_new_string ("4,4,3"));
  bigger = model_notation (win);
  g_assert_cmpstr (bigger, ==, "x.../.o../..x./....");
  act (win, "set-game", g_variant_new_string ("2,3,2"));
  smaller = model_notation (win);
  g_assert_cmpstr (smaller, ==, "x../.o.");
  wait_analysis (win);
  /* X to move with k = 2 wins at once next to its stone. */
  g_assert_cmpstr (noughts_window_get_verdict (win), ==, "X wins in 1 ply");

  act (win, "set-game", g_variant_new_string ("9,9,3"));   /* 81 cells: refused */
  g_assert_nonnull (noughts_window_get_last_toast (win));
  g_free (smaller);
  smaller = model_notation (win);
  g_assert_cmpstr (smaller, ==, "x../.o.");
  close_window (win);
}

static void
test_expected_mode (void)
{
  NoughtsWindow *win = open_window ("x.o/.x./... o");

  act (win, "set-score", g_variant_new_string ("expected"));
  wait_analysis (win);
  g_assert_true (g_str_has_prefix (noughts_window_get_verdict (win), "Expected payoff"));
  g_assert_cmpuint (g_list_model_get_n_items (noughts_window_get_moves (win)), ==, 6);
  close_window (win);
}

static gboolean
tree_child_ready (gpointer data)
{
  GListModel *rows = G_LIST_MODEL (data);
  g_autoptr (GtkTreeListRow) row = g_list_model_get_item (rows, 1);
  g_autoptr (NoughtsMoveItem) item = row != NULL ? gtk_tree_list_row_get_item (row) : NULL;

  return item != NULL && !noughts_move_item_is_message (item)
         && noughts_move_item_get_line (item)->len == 2;
}

/* Expanding a tree row analyses its children; selecting one previews it. */
static void
test_tree_expand_and_preview (void)
{
  NoughtsWindow *win = open_window ("x.o/.x./... o");
  GtkSingleSelection *selection = noughts_window_get_tree_selection (win);
  GListModel *rows = gtk_single_selection_get_model (selection);
  g_autoptr (GtkTreeListRow) first = g_list_model_get_item (rows, 0);
  g_autoptr (GtkTreeListRow) child = NULL;
  g_autoptr (NoughtsMoveItem) item = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *want = NULL;
  g_autofree char *model = NULL;
  MnkPosition expect;

  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 6);
  g_assert_true (gtk_tree_list_row_is_expandable (first));
  gtk_tree_list_row_set_expanded (first, TRUE);
  wait_for (tree_child_ready, rows, "the tree's children");
  /* After O c3, X has five replies. */
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 6 + 5);

  child = g_list_model_get_item (rows, 1);
  item = gtk_tree_list_row_get_item (child);
  gtk_single_selection_set_selected (selection, 1);
  expect = *noughts_move_item_get_after (item);
  want = mnk_position_format (&expect, FALSE);
  shown = board_notation (win);
  g_assert_cmpstr (shown, ==, want);
  g_assert_true (g_str_has_suffix (shown, "..o"));
  /* The model did not move. */
  model = model_notation (win);
  g_assert_cmpstr (model, ==, "x.o/.x./...");
  close_window (win);
}

typedef struct {
  NoughtsWindow *win;
  guint ticks;
} Ticker;

static gboolean
on_tick (gpointer data)
{
  ((Ticker *) data)->ticks++;
  return G_SOURCE_CONTINUE;
}

static gboolean
ticked_enough (gpointer data)
{
  Ticker *t = data;

  return t->ticks >= 5 || !noughts_analysis_get_running (noughts_window_get_analysis (t->win));
}

static gboolean
progress_seen (gpointer data)
{
  return noughts_analysis_get_progress (data) != NULL;
}

static gboolean
analysis_stopped (gpointer data)
{
  return !noughts_analysis_get_running (data);
}

/* A long 5x5 (k = 4) solve (about a second and a half here): the main loop
 * keeps turning while it runs, an edit cancels it and the edited
 * position's result is the one shown; Stop ends a longer one (6x6) and
 * keeps what was proven. */
static void
test_long_solve_is_cancelled (void)
{
  NoughtsWindow *win = open_window (NULL);
  NoughtsAnalysis *analysis = noughts_window_get_analysis (win);
  Ticker ticker = { win, 0 };
  guint id;
  const MnkAnalysis *result;
  g_autofree char *want = NULL;
  g_autofree char *got = NULL;

  act (win, "set-game", g_variant_new_string ("5,5,4"));
  g_assert_true (noughts_analysis_get_running (analysis));
  id = g_timeout_add (20, on_tick, &ticker);
  wait_for (ticked_enough, &ticker, "main loop ticks during the solve");
  /* The window answered while the worker searched. */
  g_assert_true (noughts_analysis_get_running (analysis));
  g_assert_cmpuint (ticker.ticks, >=, 5);
  g_assert_cmpstr (noughts_window_get_verdict (win), ==, "Analysing…");

  /* An edit: the old solve is cancelled, its result will be dropped. */
  board_act (win, "board.put-x", 12);
  g_assert_true (noughts_analysis_get_running (analysis));
  g_assert_null (noughts_analysis_get_result (analysis));
  wait_analysis (win);
  result = noughts_analysis_get_result (analysis);
  g_assert_nonnull (result);
  g_assert_false (result->stopped);
  want = model_notation (win);
  got = mnk_position_format (&result->position, FALSE);
  g_assert_cmpstr (want, ==, "...../...../..x../...../.....");
  g_assert_cmpstr (got, ==, want);
  g_assert_cmpint (result->to_move, ==, MNK_PIECE_O);
  g_assert_cmpuint (g_list_model_get_n_items (noughts_window_get_moves (win)), ==, 24);

  /* 6x6, k = 4 is far beyond a test's patience: Stop keeps the bounds. */
  act (win, "set-game", g_variant_new_string ("6,6,4"));
  ticker.ticks = 0;
  wait_for (ticked_enough, &ticker, "main loop ticks during the 6x6 solve");
  g_assert_true (noughts_analysis_get_running (analysis));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "stop"));
  /* The worker's progress reaches the main loop while it searches. */
  wait_for (progress_seen, analysis, "a progress report");
  g_assert_cmpuint (noughts_analysis_get_progress (analysis)->nodes, >, 0);
  act (win, "stop", NULL);
  wait_analysis (win);
  g_source_remove (id);
  result = noughts_analysis_get_result (analysis);
  g_assert_nonnull (result);
  g_assert_true (result->stopped);
  g_assert_false (result->value.exact);
  g_assert_cmpint (mnk_score_compare (result->value.lo, result->value.hi), <=, 0);
  g_free (got);
  got = mnk_position_format (&result->position, FALSE);
  g_assert_cmpstr (got, ==, "....../....../..x.../....../....../......");
  g_assert_nonnull (strstr (noughts_window_get_verdict_detail (win), "stopped"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "stop"));

  /* Closing the window in the middle of a solve stops the worker. */
  act (win, "undo", NULL);
  act (win, "redo", NULL);
  g_assert_true (noughts_analysis_get_running (analysis));
  g_object_ref (analysis);
  close_window (win);
  wait_for (analysis_stopped, analysis, "the solve of a closed window to stop");
  g_object_unref (analysis);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/verdict-and-moves", test_verdict_and_moves);
  g_test_add_func ("/app/empty-board", test_empty_board_is_a_draw);
  g_test_add_func ("/app/best-is-fastest-win", test_best_is_fastest_win);
  g_test_add_func ("/app/play-undo-redo", test_play_undo_redo);
  g_test_add_func ("/app/edit-cells", test_edit_cells);
  g_test_add_func ("/app/pv-steps", test_pv_steps);
  g_test_add_func ("/app/illegal-position", test_illegal_position);
  g_test_add_func ("/app/copy-paste", test_copy_paste);
  g_test_add_func ("/app/rules-keep-stones", test_rules_keep_stones);
  g_test_add_func ("/app/expected-mode", test_expected_mode);
  g_test_add_func ("/app/tree", test_tree_expand_and_preview);
  g_test_add_func ("/app/long-solve-cancelled", test_long_solve_is_cancelled);
  return g_test_run ();
}
