/* test-notation.c — reading and writing positions, cell names, game specs
 * and every way a piece of notation can be wrong. */
#include <mnk.h>

#include <string.h>

static gboolean
parse_with (MnkPosition *pos, const char *text, const MnkPositionSpec *spec, GError **error)
{
  MnkPositionSpec plain = { 0, 0, 0, MNK_PIECE_X, MNK_PIECE_EMPTY };
  return mnk_position_parse (pos, text, spec != NULL ? spec : &plain, error);
}

static void
assert_format (const MnkPosition *pos, gboolean with_side, const char *expected)
{
  g_autofree char *text = mnk_position_format (pos, with_side);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_round_trip (void)
{
  MnkPosition pos;
  g_autoptr (GError) error = NULL;

  g_assert_true (parse_with (&pos, "x.o/.x./..o", NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.game.rows, ==, 3);
  g_assert_cmpint (pos.game.cols, ==, 3);
  g_assert_cmpint (pos.game.k, ==, 3);
  g_assert_cmpint (pos.game.first, ==, MNK_PIECE_X);
  g_assert_cmpuint (pos.stones[MNK_SIDE (MNK_PIECE_X)], ==, (1u << 0) | (1u << 4));
  g_assert_cmpuint (pos.stones[MNK_SIDE (MNK_PIECE_O)], ==, (1u << 2) | (1u << 8));
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_X);
  g_assert_false (pos.to_move_given);
  assert_format (&pos, FALSE, "x.o/.x./..o");
  assert_format (&pos, TRUE, "x.o/.x./..o x");

  g_assert_true (parse_with (&pos, "..../.xo./.ox./.... x", NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.game.rows, ==, 4);
  g_assert_cmpint (pos.game.cols, ==, 4);
  g_assert_cmpint (pos.game.k, ==, 4);
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_X);
  g_assert_true (pos.to_move_given);
  g_assert_cmpint (mnk_position_get (&pos, 5), ==, MNK_PIECE_X);
  g_assert_cmpint (mnk_position_get (&pos, 6), ==, MNK_PIECE_O);
  g_assert_cmpint (mnk_position_get (&pos, 9), ==, MNK_PIECE_O);
  g_assert_cmpint (mnk_position_get (&pos, 10), ==, MNK_PIECE_X);
  g_assert_cmpint (mnk_position_count (&pos, MNK_PIECE_X), ==, 2);
  g_assert_cmpint (mnk_position_count (&pos, MNK_PIECE_O), ==, 2);
  assert_format (&pos, FALSE, "..../.xo./.ox./....");
  assert_format (&pos, TRUE, "..../.xo./.ox./.... x");

  /* the side field goes against the counts: it wins and is remembered */
  g_assert_true (parse_with (&pos, "x.o/.x./..o o", NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_O);
  g_assert_true (pos.to_move_given);
  assert_format (&pos, TRUE, "x.o/.x./..o o");

  /* a rectangle: k defaults to min (rows, cols) */
  g_assert_true (parse_with (&pos, "x.../..o.", NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.game.rows, ==, 2);
  g_assert_cmpint (pos.game.cols, ==, 4);
  g_assert_cmpint (pos.game.k, ==, 2);
  g_assert_cmpint (mnk_position_get (&pos, 6), ==, MNK_PIECE_O);
  assert_format (&pos, FALSE, "x.../..o.");

  g_assert_true (parse_with (&pos, "x", NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.game.rows * pos.game.cols, ==, 1);
  g_assert_cmpint (pos.game.k, ==, 1);
  assert_format (&pos, TRUE, "x o");
}

static void
test_all_characters (void)
{
  MnkPosition pos;
  g_autoptr (GError) error = NULL;
  static const MnkPiece expected[] = {
    MNK_PIECE_X, MNK_PIECE_EMPTY, MNK_PIECE_EMPTY, MNK_PIECE_X,
    MNK_PIECE_O, MNK_PIECE_O, MNK_PIECE_O, MNK_PIECE_EMPTY,
    MNK_PIECE_X, MNK_PIECE_EMPTY, MNK_PIECE_EMPTY, MNK_PIECE_EMPTY,
  };

  /* . - _ empty; x X cross; o O 0 nought */
  g_assert_true (parse_with (&pos, "x-_X/oO0./x...", NULL, &error));
  g_assert_no_error (error);
  for (int cell = 0; cell < 12; cell++)
    g_assert_cmpint (mnk_position_get (&pos, cell), ==, expected[cell]);
  g_assert_cmpint (mnk_position_count (&pos, MNK_PIECE_X), ==, 3);
  g_assert_cmpint (mnk_position_count (&pos, MNK_PIECE_O), ==, 3);
  /* output always uses . x o */
  assert_format (&pos, FALSE, "x..x/ooo./x...");
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_X);
  assert_format (&pos, TRUE, "x..x/ooo./x... x");

  g_assert_true (parse_with (&pos, "_-./..O/0.X", NULL, &error));
  g_assert_no_error (error);
  assert_format (&pos, FALSE, ".../..o/o.x");
}

/* mnk-position.h: the side from the counts is "first if the counts are
 * level, else the other side" -- also when the counts cannot arise. */
static void
test_side_from_uneven_counts (void)
{
  MnkPosition pos;
  g_autoptr (GError) error = NULL;
  MnkPositionSpec o_first = { 0, 0, 0, MNK_PIECE_O, MNK_PIECE_EMPTY };

  g_assert_true (parse_with (&pos, "xx./.../...", NULL, &error));
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_O);
  g_assert_true (parse_with (&pos, "xx./.../...", &o_first, &error));
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_X);
  g_assert_true (parse_with (&pos, "_-./..O/0.X", NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mnk_position_side_from_counts (&pos), ==, MNK_PIECE_O);
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_O);
}

static void
test_largest_board (void)
{
  MnkPosition pos;
  g_autoptr (GError) error = NULL;
  GString *text = g_string_new (NULL);

  for (int r = 0; r < 8; r++)
    g_string_append (text, r == 0 ? "........" : "/........");
  g_assert_true (parse_with (&pos, text->str, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.game.rows, ==, 8);
  g_assert_cmpint (pos.game.cols, ==, 8);
  mnk_position_set (&pos, 63, MNK_PIECE_O);
  g_assert_cmpuint (pos.stones[MNK_SIDE (MNK_PIECE_O)], ==, G_GUINT64_CONSTANT (1) << 63);
  {
    g_autofree char *out = mnk_position_format (&pos, FALSE);
    g_assert_cmpint (strlen (out), ==, 8 * 8 + 7);
    g_assert_cmpint (out[strlen (out) - 1], ==, 'o');
  }
  g_string_free (text, TRUE);

  g_assert_true (parse_with (&pos, "................................................................",
                             NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.game.rows, ==, 1);
  g_assert_cmpint (pos.game.cols, ==, 64);
}

static void
test_spec (void)
{
  MnkPosition pos;
  g_autoptr (GError) error = NULL;
  MnkPositionSpec spec = { 3, 3, 2, MNK_PIECE_O, MNK_PIECE_EMPTY };

  /* first O: level counts mean O to move */
  g_assert_true (parse_with (&pos, ".../.../...", &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.game.k, ==, 2);
  g_assert_cmpint (pos.game.first, ==, MNK_PIECE_O);
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_O);
  g_assert_false (pos.to_move_given);
  g_assert_cmpint (mnk_position_side_from_counts (&pos), ==, MNK_PIECE_O);

  g_assert_true (parse_with (&pos, "o../.../...", &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_X);

  /* the spec's side to move is taken as given */
  spec.to_move = MNK_PIECE_O;
  g_assert_true (parse_with (&pos, "o../.../...", &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_O);
  g_assert_true (pos.to_move_given);
  g_assert_cmpint (mnk_position_side_from_counts (&pos), ==, MNK_PIECE_X);

  /* k from the spec on a rectangle */
  MnkPositionSpec wide = { 0, 0, 4, MNK_PIECE_X, MNK_PIECE_EMPTY };
  g_assert_true (parse_with (&pos, "..../..../....", &wide, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.game.k, ==, 4);
  g_assert_cmpint (mnk_game_default_k (3, 4), ==, 3);
  g_assert_cmpint (mnk_game_default_k (5, 2), ==, 2);
}

static void
test_init_play (void)
{
  MnkGame game = { 3, 4, 3, MNK_PIECE_O };
  MnkPosition pos;

  mnk_position_init (&pos, &game);
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_O);
  g_assert_cmpuint (mnk_position_empty (&pos), ==, 0xfff);
  mnk_position_play (&pos, 5);
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_X);
  mnk_position_play (&pos, 11);
  g_assert_cmpint (pos.to_move, ==, MNK_PIECE_O);
  assert_format (&pos, TRUE, "..../.o../...x o");
  g_assert_cmpuint (mnk_position_empty (&pos), ==, 0xfff & ~((1u << 5) | (1u << 11)));
}

typedef struct {
  int cols;
  int cell;
  const char *name;
} CellCase;

static void
test_cell_names (void)
{
  static const CellCase cases[] = {
    { 3, 0, "a1" }, { 3, 2, "c1" }, { 3, 3, "a2" }, { 3, 5, "c2" }, { 3, 8, "c3" },
    { 4, 5, "b2" }, { 4, 15, "d4" }, { 2, 63, "b32" }, { 1, 9, "a10" },
    { 30, 25, "z1" }, { 30, 26, "aa1" }, { 30, 27, "ab1" }, { 30, 29, "ad1" },
    { 30, 59, "ad2" }, { 64, 51, "az1" }, { 64, 52, "ba1" }, { 64, 63, "bl1" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char buf[8];
      int rows = 64 / cases[i].cols;
      g_assert_cmpstr (mnk_cell_name (cases[i].cols, cases[i].cell, buf), ==, cases[i].name);
      g_assert_cmpint (mnk_cell_parse (rows, cases[i].cols, cases[i].name), ==, cases[i].cell);
    }

  /* every cell of a few boards survives name -> parse */
  static const int sizes[][2] = { { 3, 3 }, { 4, 4 }, { 3, 4 }, { 8, 8 }, { 2, 32 }, { 1, 64 }, { 64, 1 } };
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int cell = 0; cell < sizes[i][0] * sizes[i][1]; cell++)
      {
        char buf[8];
        mnk_cell_name (sizes[i][1], cell, buf);
        g_assert_cmpint (mnk_cell_parse (sizes[i][0], sizes[i][1], buf), ==, cell);
      }

  static const char *bad[] = { "d1", "a4", "a0", "c0", "", "1", "a", "1a", "a1x", "aa1", "a-1", " a1", "z9" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_cmpint (mnk_cell_parse (3, 3, bad[i]), ==, -1);
  g_assert_cmpint (mnk_cell_parse (1, 30, "ae1"), ==, -1);   /* column 31 of 30 */
  g_assert_cmpint (mnk_cell_parse (1, 30, "ad1"), ==, 29);
}

static void
test_game_parse (void)
{
  MnkGame game = { 0, 0, 0, MNK_PIECE_O };
  g_autoptr (GError) error = NULL;

  g_assert_true (mnk_game_parse ("4,4,4", &game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (game.rows, ==, 4);
  g_assert_cmpint (game.cols, ==, 4);
  g_assert_cmpint (game.k, ==, 4);
  g_assert_cmpint (game.first, ==, MNK_PIECE_O);   /* left untouched */

  g_assert_true (mnk_game_parse ("3,4,3", &game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (game.rows, ==, 3);
  g_assert_cmpint (game.cols, ==, 4);
  g_assert_true (mnk_game_parse ("2,32,32", &game, &error));
  g_assert_no_error (error);
  g_assert_true (mnk_game_parse ("1,1,1", &game, &error));
  g_assert_no_error (error);

  static const char *bad[] = {
    "0,3,3",      /* no rows */
    "3,0,3",
    "9,9,3",      /* 81 cells > 64 */
    "5,13,3",     /* 65 cells */
    "3,3,4",      /* k > max (rows, cols) */
    "3,3,0",
    "3,x,3",
    "3,3",
    "3,3,3,3",
    "",
    "-1,3,3",
    "3;3;3",
    "3,3,3x",
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("game spec '%s'", bad[i]);
      g_assert_false (mnk_game_parse (bad[i], &game, &error));
      g_assert_error (error, MNK_ERROR, MNK_ERROR_GAME);
      g_assert_nonnull (error->message);
      g_assert_cmpstr (error->message, !=, "");
      g_clear_error (&error);
    }

  MnkGame big = { 8, 9, 3, MNK_PIECE_X };
  g_assert_false (mnk_game_check (&big, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_GAME);
  g_clear_error (&error);
  MnkGame ok = { 8, 8, 8, MNK_PIECE_X };
  g_assert_true (mnk_game_check (&ok, &error));
  g_assert_no_error (error);
}

static void
test_names (void)
{
  MnkScoreMode mode;
  MnkPiece piece;
  g_autoptr (GError) error = NULL;
  static const char *modes[] = { "wdl", "quick", "lines", "expected" };

  for (int m = MNK_SCORE_WDL; m <= MNK_SCORE_EXPECTED; m++)
    {
      g_assert_cmpstr (mnk_score_mode_to_string (m), ==, modes[m]);
      g_assert_true (mnk_score_mode_parse (modes[m], &mode, &error));
      g_assert_no_error (error);
      g_assert_cmpint (mode, ==, m);
    }
  g_assert_false (mnk_score_mode_parse ("win", &mode, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_GAME);

  g_assert_cmpint (mnk_piece_to_char (MNK_PIECE_X), ==, 'x');
  g_assert_cmpint (mnk_piece_to_char (MNK_PIECE_O), ==, 'o');
  g_assert_cmpint (mnk_piece_to_char (MNK_PIECE_EMPTY), ==, '.');
  g_assert_true (mnk_piece_parse ("x", &piece) && piece == MNK_PIECE_X);
  g_assert_true (mnk_piece_parse ("X", &piece) && piece == MNK_PIECE_X);
  g_assert_true (mnk_piece_parse ("o", &piece) && piece == MNK_PIECE_O);
  g_assert_true (mnk_piece_parse ("O", &piece) && piece == MNK_PIECE_O);
  g_assert_false (mnk_piece_parse ("", &piece));
  g_assert_false (mnk_piece_parse ("z", &piece));
  g_assert_false (mnk_piece_parse ("xo", &piece));

  g_assert_cmpstr (mnk_status_to_string (MNK_STATUS_ONGOING), ==, "ongoing");
  g_assert_cmpstr (mnk_status_to_string (MNK_STATUS_X_WON), ==, "x-won");
  g_assert_cmpstr (mnk_status_to_string (MNK_STATUS_O_WON), ==, "o-won");
  g_assert_cmpstr (mnk_status_to_string (MNK_STATUS_DRAW), ==, "draw");
}

typedef struct {
  const char *text;
  int row, col;          /* 0: not asserted */
  const char *why;
} BadNotation;

static void
test_errors (void)
{
  static const BadNotation cases[] = {
    { "x.o/.x/..o", 2, 0, "row 2 is shorter than row 1" },
    { "x.o/.x../..o", 2, 0, "row 2 is longer than row 1" },
    { "x.o/.x./..", 3, 0, "the last row is short" },
    { "x.o/.xz/..o", 2, 3, "an unknown character" },
    { "x.o/.x./?.o", 3, 1, "an unknown character at the start of a row" },
    { "a", 1, 1, "a letter that is not a piece" },
    { "x.o/.x./..o/", 4, 0, "a trailing slash makes an empty fourth row" },
    { "x.o//..o", 2, 0, "an empty row" },
    { "/x.o/..o", 1, 0, "an empty first row" },
    { "x.o/.x.\t/..o", 0, 0, "a tab inside the board" },
    { "x.o/.#./..o", 2, 2, "punctuation that is not a cell" },
    { "x.o/.x./..o z", 0, 0, "a side field that is not x or o" },
    { "x.o/.x./..o xo", 0, 0, "a side field that is too long" },
    { "x.o/.x./..o 1", 0, 0, "a digit as the side field" },
    { "", 0, 0, "the empty string" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      MnkPosition pos;
      GError *error = NULL;

      g_test_message ("'%s': %s", cases[i].text, cases[i].why);
      g_assert_false (parse_with (&pos, cases[i].text, NULL, &error));
      g_assert_error (error, MNK_ERROR, MNK_ERROR_NOTATION);
      if (cases[i].row > 0)
        {
          g_autofree char *row = g_strdup_printf ("row %d", cases[i].row);
          g_test_message ("message: %s", error->message);
          g_assert_nonnull (strstr (error->message, row));
        }
      if (cases[i].col > 0)
        {
          g_autofree char *col = g_strdup_printf ("column %d", cases[i].col);
          g_assert_nonnull (strstr (error->message, col));
        }
      g_error_free (error);
    }
}

static void
test_errors_against_spec (void)
{
  MnkPosition pos;
  g_autoptr (GError) error = NULL;
  MnkPositionSpec four = { 4, 4, 0, MNK_PIECE_X, MNK_PIECE_EMPTY };
  MnkPositionSpec three_by_four = { 3, 4, 0, MNK_PIECE_X, MNK_PIECE_EMPTY };
  MnkPositionSpec bad_k = { 0, 0, 4, MNK_PIECE_X, MNK_PIECE_EMPTY };

  g_assert_false (parse_with (&pos, "x.o/.x./..o", &four, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_NOTATION);
  g_clear_error (&error);

  /* rows right, columns wrong; then columns right, rows wrong */
  g_assert_false (parse_with (&pos, "x.o/.x./..o", &three_by_four, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_NOTATION);
  g_clear_error (&error);
  g_assert_false (parse_with (&pos, "..../..../..../....", &three_by_four, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_NOTATION);
  g_clear_error (&error);
  g_assert_true (parse_with (&pos, "..x./..../o...", &three_by_four, &error));
  g_assert_no_error (error);

  /* k = 4 cannot fit a 3x3 board: the game is impossible */
  g_assert_false (parse_with (&pos, "x.o/.x./..o", &bad_k, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_GAME);
  g_clear_error (&error);
}

/* 81 or 65 cells: past what the engine models. Whether the reader calls that
 * unreadable notation or an impossible game is its choice; it must refuse. */
static void
assert_too_many (int rows, int cols)
{
  MnkPosition pos;
  GError *error = NULL;
  GString *text = g_string_new (NULL);

  for (int r = 0; r < rows; r++)
    {
      if (r > 0)
        g_string_append_c (text, '/');
      for (int c = 0; c < cols; c++)
        g_string_append_c (text, '.');
    }
  g_test_message ("%d x %d", rows, cols);
  g_assert_false (parse_with (&pos, text->str, NULL, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == MNK_ERROR);
  g_assert_true (error->code == MNK_ERROR_NOTATION || error->code == MNK_ERROR_GAME);
  g_clear_error (&error);
  g_string_free (text, TRUE);
}

static void
test_too_many_cells (void)
{
  assert_too_many (9, 9);
  assert_too_many (1, 65);
  assert_too_many (13, 5);
  assert_too_many (65, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/round-trip", test_round_trip);
  g_test_add_func ("/notation/all-characters", test_all_characters);
  g_test_add_func ("/notation/largest-board", test_largest_board);
  g_test_add_func ("/notation/spec", test_spec);
  g_test_add_func ("/notation/init-play", test_init_play);
  g_test_add_func ("/notation/cell-names", test_cell_names);
  g_test_add_func ("/notation/game-parse", test_game_parse);
  g_test_add_func ("/notation/names", test_names);
  g_test_add_func ("/notation/errors", test_errors);
  g_test_add_func ("/notation/errors-against-spec", test_errors_against_spec);
  g_test_add_func ("/notation/too-many-cells", test_too_many_cells);
  g_test_add_func ("/notation/side-from-uneven-counts", test_side_from_uneven_counts);
  return g_test_run ();
}
