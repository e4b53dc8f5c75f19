/* test-count.c — mnk_count_positions against published figures and against
 * the tests' own layer-by-layer enumeration (ref-board.c). */
#include <mnk.h>

#include "ref-board.h"

static MnkCount
engine_count (int rows, int cols, int k, MnkPiece first, gboolean want_games)
{
  MnkGame game = { rows, cols, k, first };
  MnkCount count = { 0 };
  g_autoptr (GError) error = NULL;

  g_assert_true (mnk_count_positions (&game, want_games, 0, NULL, &count, &error));
  g_assert_no_error (error);
  return count;
}

static void
assert_3x3_figures (MnkPiece first)
{
  MnkCount count = engine_count (3, 3, 3, first, TRUE);

  g_assert_cmpuint (count.positions, ==, 5478);
  g_assert_cmpuint (count.classes, ==, 765);
  g_assert_cmpuint (count.terminal, ==, 958);
  g_assert_true (count.games_known);
  g_assert_cmpuint (count.games, ==, 255168);
}

static void
test_count_3x3 (void)
{
  assert_3x3_figures (MNK_PIECE_X);
}

/* Swapping the names of X and O maps the games with O first onto those
 * with X first one to one. */
static void
test_count_3x3_o_first (void)
{
  assert_3x3_figures (MNK_PIECE_O);
}

static void
test_count_4x4x4 (void)
{
  MnkCount count = engine_count (4, 4, 4, MNK_PIECE_X, FALSE);

  g_assert_cmpuint (count.positions, ==, 9722011);
  g_assert_cmpuint (count.classes, ==, 1217977);
  g_assert_cmpuint (count.terminal, ==, 659392);
}

/* The reference itself must reproduce the known 3x3 figures, or the
 * comparisons below prove nothing. */
static void
test_reference_3x3 (void)
{
  RefGeometry g;
  RefEnumeration e;

  ref_geometry_init (&g, 3, 3, 3);
  g_assert_cmpint (g.n_windows, ==, 8);
  ref_enumerate (&g, 'x', &e);
  g_assert_cmpuint (e.positions, ==, 5478);
  g_assert_cmpuint (e.classes, ==, 765);
  g_assert_cmpuint (e.terminal, ==, 958);
  g_assert_cmpuint (e.games, ==, 255168);
  ref_enumeration_clear (&e);
  ref_geometry_clear (&g);
}

static const int small_games[][3] = {
  { 1, 1, 1 }, { 2, 2, 1 }, { 2, 2, 2 }, { 2, 3, 2 }, { 3, 2, 2 },
  { 1, 4, 2 }, { 4, 1, 3 }, { 1, 5, 3 }, { 3, 3, 2 }, { 2, 4, 3 },
  { 3, 3, 1 }, { 3, 4, 3 }, { 4, 3, 2 }, { 2, 5, 2 },
};

static void
test_count_small (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (small_games); i++)
    {
      int rows = small_games[i][0], cols = small_games[i][1], k = small_games[i][2];
      RefGeometry g;
      RefEnumeration e;
      MnkCount count = engine_count (rows, cols, k, MNK_PIECE_X, TRUE);

      g_test_message ("game %d,%d,%d", rows, cols, k);
      ref_geometry_init (&g, rows, cols, k);
      ref_enumerate (&g, 'x', &e);
      g_assert_cmpuint (count.positions, ==, e.positions);
      g_assert_cmpuint (count.classes, ==, e.classes);
      g_assert_cmpuint (count.terminal, ==, e.terminal);
      g_assert_true (count.games_known);
      g_assert_cmpuint (count.games, ==, e.games);
      /* without games asked for, the other figures stay the same */
      count = engine_count (rows, cols, k, MNK_PIECE_X, FALSE);
      g_assert_cmpuint (count.positions, ==, e.positions);
      g_assert_cmpuint (count.classes, ==, e.classes);
      g_assert_cmpuint (count.terminal, ==, e.terminal);
      ref_enumeration_clear (&e);
      ref_geometry_clear (&g);
    }
}

/* Hand-checked: on 2x2 with k=2 every pair of cells is a window, so X's
 * second stone always wins: the empty board, 4 boards with one X, 12 with
 * X and O, and 4 * 3 (O's cell, then the cell X left empty) finished ones. */
static void
test_count_2x2_by_hand (void)
{
  MnkCount count = engine_count (2, 2, 2, MNK_PIECE_X, TRUE);

  g_assert_cmpuint (count.positions, ==, 1 + 4 + 12 + 12);
  g_assert_cmpuint (count.terminal, ==, 12);
  g_assert_cmpuint (count.games, ==, 4 * 3 * 2);
  /* classes: empty; one X; O beside X or across from it; two X's both
   * beside O, or one beside and one across */
  g_assert_cmpuint (count.classes, ==, 1 + 1 + 2 + 2);
}

static void
test_count_layer_limit (void)
{
  MnkGame game = { 3, 3, 3, MNK_PIECE_X };
  MnkCount count = { 0 };
  g_autoptr (GError) error = NULL;

  /* the largest 3x3 layer holds well over 100 positions */
  g_assert_false (mnk_count_positions (&game, FALSE, 100, NULL, &count, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_TOO_LARGE);
}

static void
test_count_bad_game (void)
{
  MnkGame game = { 0, 3, 3, MNK_PIECE_X };
  MnkCount count = { 0 };
  g_autoptr (GError) error = NULL;

  g_assert_false (mnk_count_positions (&game, FALSE, 0, NULL, &count, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_GAME);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/count/reference-3x3", test_reference_3x3);
  g_test_add_func ("/count/3x3", test_count_3x3);
  g_test_add_func ("/count/3x3-o-first", test_count_3x3_o_first);
  g_test_add_func ("/count/2x2-by-hand", test_count_2x2_by_hand);
  g_test_add_func ("/count/small", test_count_small);
  g_test_add_func ("/count/layer-limit", test_count_layer_limit);
  g_test_add_func ("/count/bad-game", test_count_bad_game);
  g_test_add_func ("/count/4x4x4", test_count_4x4x4);
  return g_test_run ();
}
