/* test-legality.c — mnk_position_validate and mnk_position_status, case by
 * case and exhaustively against the tests' own reachability (ref-board.c). */
#include <mnk.h>

#include <string.h>

#include "ref-board.h"

static void
parse (MnkPosition *pos, const char *text, int k, MnkPiece first, MnkPiece to_move)
{
  MnkPositionSpec spec = { 0, 0, k, first, to_move };
  g_autoptr (GError) error = NULL;

  g_assert_true (mnk_position_parse (pos, text, &spec, &error));
  g_assert_no_error (error);
}

/* Asserts validate's answer; returns the message of a refusal (or NULL). */
static char *
check (const char *text, int k, MnkPiece first, MnkPiece to_move,
       MnkScoreMode mode, gboolean legal)
{
  MnkPosition pos;
  GError *error = NULL;
  char *message = NULL;

  g_test_message ("%s (first %c, to move %c, %s): expect %s", text,
                  mnk_piece_to_char (first), mnk_piece_to_char (to_move),
                  mnk_score_mode_to_string (mode), legal ? "legal" : "illegal");
  parse (&pos, text, k, first, to_move);
  if (legal)
    {
      g_assert_true (mnk_position_validate (&pos, mode, &error));
      g_assert_no_error (error);
      return NULL;
    }
  g_assert_false (mnk_position_validate (&pos, mode, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, !=, "");
  g_test_message ("  reason: %s", error->message);
  message = g_ascii_strdown (error->message, -1);
  g_error_free (error);
  return message;
}

static void
legal (const char *text, int k, MnkPiece first, MnkScoreMode mode)
{
  check (text, k, first, MNK_PIECE_EMPTY, mode, TRUE);
}

static void
illegal (const char *text, int k, MnkPiece first, MnkScoreMode mode)
{
  g_free (check (text, k, first, MNK_PIECE_EMPTY, mode, FALSE));
}

static void
test_both_lines (void)
{
  g_autofree char *message = check ("xxx/ooo/...", 3, MNK_PIECE_X, MNK_PIECE_EMPTY,
                                    MNK_SCORE_WDL, FALSE);
  g_assert_nonnull (strstr (message, "both"));
  illegal ("xxx/ooo/...", 3, MNK_PIECE_X, MNK_SCORE_QUICK);
  illegal ("xxx/ooo/...", 3, MNK_PIECE_X, MNK_SCORE_EXPECTED);
  illegal ("xxx./ooo./x.o./....", 3, MNK_PIECE_X, MNK_SCORE_WDL);
}

static void
test_counts (void)
{
  illegal ("xx./x../...", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  illegal ("xx./.../...", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  illegal ("o../.../...", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  illegal ("oo./x../...", 3, MNK_PIECE_X, MNK_SCORE_QUICK);
  legal ("x../.../...", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  legal ("xo./.../...", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  legal (".../.../...", 3, MNK_PIECE_X, MNK_SCORE_WDL);

  /* O first: the mirror image */
  legal ("o../.../...", 3, MNK_PIECE_O, MNK_SCORE_WDL);
  legal ("ox./o../x..", 3, MNK_PIECE_O, MNK_SCORE_WDL);
  legal (".../.../...", 3, MNK_PIECE_O, MNK_SCORE_EXPECTED);
  illegal ("x../.../...", 3, MNK_PIECE_O, MNK_SCORE_WDL);
  illegal ("xo./x../...", 3, MNK_PIECE_O, MNK_SCORE_WDL);
  illegal ("oo./.../...", 3, MNK_PIECE_O, MNK_SCORE_WDL);
}

static void
test_line_without_last_move (void)
{
  /* X has a line, but with 3 against 3 O moved last */
  illegal ("xxx/oo./o..", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  /* O has a line, but X (4 against 3) moved last */
  illegal ("ooo/xx./x.x", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  legal ("ooo/xx./x..", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  legal ("xxx/oo./...", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  /* O first, 3 each: X moved last, so O's line cannot stand */
  illegal ("ooo/xx./x..", 3, MNK_PIECE_O, MNK_SCORE_WDL);
  legal ("ooo/xx./...", 3, MNK_PIECE_O, MNK_SCORE_WDL);
}

static void
test_separate_lines (void)
{
  /* 4x4, k = 3: X's rows 1 and 3 share no stone */
  illegal ("xxx./oo.o/xxx./oo..", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  /* the same stones in lines mode are fine */
  legal ("xxx./oo.o/xxx./oo..", 3, MNK_PIECE_X, MNK_SCORE_LINES);
  /* 2x7, k = 3: two windows in one row, apart */
  illegal ("xxx.xxx/oo.oo.o", 3, MNK_PIECE_X, MNK_SCORE_WDL);
}

static void
test_double_line (void)
{
  /* row 1 and column a through a1, X's last stone */
  legal ("xxx/xoo/xoo", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  /* both diagonals through b2 */
  legal ("xox/oxo/xox", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  /* four in a row with k = 3: two windows sharing two stones */
  legal ("xxxx/oo.o/..../....", 3, MNK_PIECE_X, MNK_SCORE_WDL);
  /* a row and a diagonal through a1 */
  legal ("xxx/oxo/oox", 3, MNK_PIECE_X, MNK_SCORE_WDL);
}

static void
test_lines_mode_and_given_side (void)
{
  legal ("xx./x../...", 3, MNK_PIECE_X, MNK_SCORE_LINES);
  legal ("xxx/ooo/...", 3, MNK_PIECE_X, MNK_SCORE_LINES);
  legal ("ooo/ooo/ooo", 3, MNK_PIECE_X, MNK_SCORE_LINES);
  legal (".xx/o.x/xox", 3, MNK_PIECE_X, MNK_SCORE_LINES);
  check (".xx/o.x/xox", 3, MNK_PIECE_X, MNK_PIECE_O, MNK_SCORE_LINES, TRUE);
  check ("ooo/ooo/ooo", 3, MNK_PIECE_X, MNK_PIECE_X, MNK_SCORE_LINES, TRUE);

  /* a side given explicitly: counts are not checked ... */
  check ("xx./x../...", 3, MNK_PIECE_X, MNK_PIECE_O, MNK_SCORE_WDL, TRUE);
  check ("xx./x../...", 3, MNK_PIECE_X, MNK_PIECE_X, MNK_SCORE_QUICK, TRUE);
  check ("xox/oxo/... x", 3, MNK_PIECE_X, MNK_PIECE_EMPTY, MNK_SCORE_QUICK, TRUE);
  /* ... but two sides with a line are still impossible */
  g_free (check ("xxx/ooo/...", 3, MNK_PIECE_X, MNK_PIECE_O, MNK_SCORE_WDL, FALSE));
}

typedef struct {
  const char *text;
  MnkScoreMode mode;
  MnkStatus status;
} StatusCase;

static void
test_status (void)
{
  static const StatusCase cases[] = {
    { "x.o/.x./..o", MNK_SCORE_WDL, MNK_STATUS_ONGOING },
    { ".../.../...", MNK_SCORE_WDL, MNK_STATUS_ONGOING },
    { "xxx/oo./...", MNK_SCORE_WDL, MNK_STATUS_X_WON },
    { "ooo/xx./x..", MNK_SCORE_WDL, MNK_STATUS_O_WON },
    { "xox/xox/oxo", MNK_SCORE_WDL, MNK_STATUS_DRAW },
    { "xxx/oox/xoo", MNK_SCORE_WDL, MNK_STATUS_X_WON },
    { "xxx/oo./...", MNK_SCORE_QUICK, MNK_STATUS_X_WON },
    { "xox/xox/oxo", MNK_SCORE_QUICK, MNK_STATUS_DRAW },
    { "ooo/xx./x..", MNK_SCORE_EXPECTED, MNK_STATUS_O_WON },
    { "x.o/.x./..o", MNK_SCORE_EXPECTED, MNK_STATUS_ONGOING },
    /* lines: a line ends nothing; a full board is decided by the counts */
    { "xxx/oo./...", MNK_SCORE_LINES, MNK_STATUS_ONGOING },
    { "xxx/ooo/...", MNK_SCORE_LINES, MNK_STATUS_ONGOING },
    { "xxx/oox/xoo", MNK_SCORE_LINES, MNK_STATUS_X_WON },
    { "ooo/xxo/xox", MNK_SCORE_LINES, MNK_STATUS_O_WON },
    { "xox/xox/oxo", MNK_SCORE_LINES, MNK_STATUS_DRAW },
    { "xxx/ooo/xox", MNK_SCORE_LINES, MNK_STATUS_DRAW },
    { "xxx/ooo/xxx", MNK_SCORE_LINES, MNK_STATUS_X_WON },
    { "ooo/ooo/ooo", MNK_SCORE_LINES, MNK_STATUS_O_WON },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      MnkPosition pos;
      g_test_message ("%s in %s", cases[i].text, mnk_score_mode_to_string (cases[i].mode));
      parse (&pos, cases[i].text, 0, MNK_PIECE_X, MNK_PIECE_EMPTY);
      g_assert_cmpstr (mnk_status_to_string (mnk_position_status (&pos, cases[i].mode)), ==,
                       mnk_status_to_string (cases[i].status));
    }
}

static void
test_geometry (void)
{
  static const int games[][3] = {
    { 3, 3, 3 }, { 4, 4, 3 }, { 4, 4, 4 }, { 3, 4, 3 }, { 4, 3, 2 }, { 1, 5, 3 },
    { 8, 8, 5 }, { 2, 32, 2 }, { 3, 3, 1 }, { 5, 5, 4 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      RefGeometry ref;
      const MnkGeometry *g = mnk_geometry_lookup (games[i][0], games[i][1], games[i][2]);
      GHashTable *masks = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

      ref_geometry_init (&ref, games[i][0], games[i][1], games[i][2]);
      g_assert_nonnull (g);
      g_assert_cmpint (g->cells, ==, ref.cells);
      g_assert_cmpint (g->n_windows, ==, ref.n_windows);
      g_assert_cmpint (g->n_symmetries, ==, ref.n_symmetries);
      for (int w = 0; w < ref.n_windows; w++)
        {
          guint64 *mask = g_new0 (guint64, 1);
          for (int j = 0; j < ref.k; j++)
            *mask |= G_GUINT64_CONSTANT (1) << ref.windows[w * ref.k + j];
          g_hash_table_add (masks, mask);
        }
      for (int w = 0; w < g->n_windows; w++)
        {
          guint64 mask = g->windows[w].mask;
          g_assert_true (g_hash_table_contains (masks, &mask));
          g_assert_true (mask & (G_GUINT64_CONSTANT (1) << g->windows[w].first_cell));
          g_assert_true (mask & (G_GUINT64_CONSTANT (1) << g->windows[w].last_cell));
        }
      /* every symmetry maps windows onto windows */
      for (int s = 0; s < g->n_symmetries; s++)
        for (int w = 0; w < g->n_windows; w++)
          {
            guint64 image = mnk_geometry_transform (g, s, g->windows[w].mask);
            g_assert_true (g_hash_table_contains (masks, &image));
          }
      g_hash_table_unref (masks);
      ref_geometry_clear (&ref);
    }
}

static void
fill_position (MnkPosition *pos, const MnkGame *game, const char *board)
{
  mnk_position_init (pos, game);
  for (int cell = 0; cell < game->rows * game->cols; cell++)
    mnk_position_set (pos, cell, board[cell] == 'x' ? MNK_PIECE_X
                                 : board[cell] == 'o' ? MNK_PIECE_O : MNK_PIECE_EMPTY);
  pos->to_move = mnk_position_side_from_counts (pos);
  pos->to_move_given = FALSE;
}

/* Every board of the game: legal under wdl rules exactly when reachable
 * from the empty board; always legal in lines mode; status and lines as
 * the reference counts them. */
static void
exhaustive (int rows, int cols, int k, char first)
{
  RefGeometry g;
  RefEnumeration e;
  MnkGame game = { rows, cols, k, first == 'x' ? MNK_PIECE_X : MNK_PIECE_O };
  GHashTable *reachable = g_hash_table_new (g_int64_hash, g_int64_equal);
  guint64 total = 1, n_legal = 0;
  char board[REF_MAX_CELLS + 1];

  ref_geometry_init (&g, rows, cols, k);
  ref_enumerate (&g, first, &e);
  for (guint i = 0; i < e.keys->len; i++)
    g_hash_table_add (reachable, &g_array_index (e.keys, guint64, i));
  for (int i = 0; i < g.cells; i++)
    total *= 3;

  for (guint64 key = 0; key < total; key++)
    {
      MnkPosition pos;
      gboolean is_reachable = g_hash_table_contains (reachable, &key);
      GError *error = NULL;
      int out[256];

      ref_decode (&g, key, board);
      fill_position (&pos, &game, board);
      for (MnkScoreMode mode = MNK_SCORE_WDL; mode <= MNK_SCORE_EXPECTED; mode++)
        {
          gboolean ok = mnk_position_validate (&pos, mode, &error);
          gboolean expect = mode == MNK_SCORE_LINES ? TRUE : is_reachable;
          if (ok != expect)
            g_error ("%s with %c first in %s: validate says %s, expected %s (%s)",
                     ref_notation (&g, board, 0), first, mnk_score_mode_to_string (mode),
                     ok ? "legal" : "illegal", expect ? "legal" : "illegal",
                     error != NULL ? error->message : "no message");
          if (!ok)
            {
              g_assert_error (error, MNK_ERROR, MNK_ERROR_ILLEGAL);
              g_clear_error (&error);
            }
          if (ok && mnk_position_status (&pos, mode) != ref_status (&g, board, mode))
            g_error ("%s in %s: status %s, expected %s", ref_notation (&g, board, 0),
                     mnk_score_mode_to_string (mode),
                     mnk_status_to_string (mnk_position_status (&pos, mode)),
                     mnk_status_to_string (ref_status (&g, board, mode)));
        }
      n_legal += is_reachable;
      g_assert_cmpint (mnk_position_lines (&pos, MNK_PIECE_X, out, G_N_ELEMENTS (out)), ==,
                       ref_count_lines (&g, board, 'x'));
      g_assert_cmpint (mnk_position_lines (&pos, MNK_PIECE_O, out, G_N_ELEMENTS (out)), ==,
                       ref_count_lines (&g, board, 'o'));
      g_assert_cmpint (mnk_position_has_line (&pos, MNK_PIECE_O), ==,
                       ref_count_lines (&g, board, 'o') > 0);
    }
  g_assert_cmpuint (n_legal, ==, e.positions);
  g_hash_table_unref (reachable);
  ref_enumeration_clear (&e);
  ref_geometry_clear (&g);
}

static void
test_exhaustive_3x3 (void)
{
  exhaustive (3, 3, 3, 'x');
  exhaustive (3, 3, 3, 'o');
  exhaustive (3, 3, 2, 'x');
  exhaustive (2, 4, 3, 'o');
}

static void
test_exhaustive_3x4 (void)
{
  exhaustive (3, 4, 3, 'x');
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/legality/both-lines", test_both_lines);
  g_test_add_func ("/legality/counts", test_counts);
  g_test_add_func ("/legality/line-without-last-move", test_line_without_last_move);
  g_test_add_func ("/legality/separate-lines", test_separate_lines);
  g_test_add_func ("/legality/double-line", test_double_line);
  g_test_add_func ("/legality/lines-mode-and-given-side", test_lines_mode_and_given_side);
  g_test_add_func ("/legality/status", test_status);
  g_test_add_func ("/legality/geometry", test_geometry);
  g_test_add_func ("/legality/exhaustive-3x3", test_exhaustive_3x3);
  g_test_add_func ("/legality/exhaustive-3x4", test_exhaustive_3x4);
  return g_test_run ();
}
