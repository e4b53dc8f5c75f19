/* test-saved-position.c — the .noughts file: what is written reads back,
 * and each kind of damage is refused with the member at fault named. */
#include <string.h>

#include "noughts-saved-position.h"

static void
test_round_trip (void)
{
  NoughtsSavedPosition saved = { 0 };
  NoughtsSavedPosition back;
  MnkPositionSpec spec = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *notation = NULL;

  spec.k = 3;
  spec.first = MNK_PIECE_O;
  g_assert_true (mnk_position_parse (&saved.position, "o.../.x../..o./....", &spec, &error));
  g_assert_no_error (error);
  saved.mode = MNK_SCORE_EXPECTED;
  saved.payoff[0] = 2;
  saved.payoff[1] = -1;
  saved.payoff[2] = -7;
  saved.moves[0] = 5;
  saved.moves[1] = 10;
  saved.n_moves = 2;
  saved.comment = (char *) "a note";
  json = noughts_saved_position_to_json (&saved);

  g_assert_true (noughts_saved_position_parse (json, -1, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back.position.game.rows, ==, 4);
  g_assert_cmpint (back.position.game.cols, ==, 4);
  g_assert_cmpint (back.position.game.k, ==, 3);
  g_assert_cmpint (back.position.game.first, ==, MNK_PIECE_O);
  g_assert_cmpint (back.mode, ==, MNK_SCORE_EXPECTED);
  g_assert_cmpint (back.payoff[0], ==, 2);
  g_assert_cmpint (back.payoff[1], ==, -1);
  g_assert_cmpint (back.payoff[2], ==, -7);
  g_assert_cmpint (back.n_moves, ==, 2);
  g_assert_cmpint (back.moves[0], ==, 5);
  g_assert_cmpint (back.moves[1], ==, 10);
  g_assert_cmpstr (back.comment, ==, "a note");
  notation = mnk_position_format (&back.position, FALSE);
  g_assert_cmpstr (notation, ==, "o.../.x../..o./....");
  g_assert_false (back.position.to_move_given);
  g_assert_cmpint (back.position.to_move, ==, MNK_PIECE_X);
  noughts_saved_position_clear (&back);

  /* A side set by hand stays set by hand. */
  saved.position.to_move = MNK_PIECE_O;
  saved.position.to_move_given = TRUE;
  g_free (json);
  json = noughts_saved_position_to_json (&saved);
  g_assert_true (noughts_saved_position_parse (json, -1, &back, &error));
  g_assert_true (back.position.to_move_given);
  g_assert_cmpint (back.position.to_move, ==, MNK_PIECE_O);
  noughts_saved_position_clear (&back);
}

static void
check_refused (const char *json, const char *member)
{
  NoughtsSavedPosition saved;
  g_autoptr (GError) error = NULL;

  g_autofree char *shown = g_strescape (json, NULL);   /* TAP lines are plain UTF-8 */

  g_assert_false (noughts_saved_position_parse (json, -1, &saved, &error));
  g_assert_nonnull (error);
  g_test_message ("%s -> %s", shown, error->message);
  g_assert_nonnull (strstr (error->message, member));
}

#define GAME "\"game\":{\"rows\":3,\"cols\":3,\"k\":3,\"first\":\"x\"}"

static void
test_refused (void)
{
  check_refused ("{\"format\":\"noughts\", " GAME ", \"position\": \"x.o/.x./..", "cut short");
  check_refused ("{\"format\":\"noughts\", " GAME ", \"position\": ", "cut short");
  check_refused ("hello", "not a JSON file: line 1");
  check_refused ("\x89PNG", "not a JSON file");
  check_refused ("  \n ", "empty");
  check_refused ("{\"format\":\"noughts\", " GAME ", \"position\":\"xxx/ooo/...\"}",
                 "impossible position");
  check_refused ("{\"format\":\"noughts\", " GAME ", \"position\":\"xxx/.../...\"}",
                 "impossible position");
  check_refused ("[1, 2]", "file");
  check_refused ("{\"format\":\"chess\", " GAME ", \"position\":\"x../.../...\"}", "format");
  check_refused ("{\"format\":\"noughts\", \"position\":\"x../.../...\"}", "game");
  check_refused ("{\"format\":\"noughts\", \"game\":{\"rows\":3,\"cols\":\"3\",\"k\":3},"
                 " \"position\":\"x../.../...\"}", "game.cols");
  check_refused ("{\"format\":\"noughts\", \"game\":{\"rows\":9,\"cols\":9,\"k\":3},"
                 " \"position\":\"x../.../...\"}", "game");
  check_refused ("{\"format\":\"noughts\", \"game\":{\"rows\":3,\"cols\":3,\"k\":3,"
                 "\"first\":\"z\"}, \"position\":\"x../.../...\"}", "game.first");
  check_refused ("{\"format\":\"noughts\", " GAME ", \"score_mode\":\"best\","
                 " \"position\":\"x../.../...\"}", "score_mode");
  check_refused ("{\"format\":\"noughts\", " GAME ", \"payoff\":[1,0],"
                 " \"position\":\"x../.../...\"}", "payoff");
  check_refused ("{\"format\":\"noughts\", " GAME "}", "position");
  check_refused ("{\"format\":\"noughts\", " GAME ", \"position\":\"x../.?./...\"}",
                 "row 2");
  check_refused ("{\"format\":\"noughts\", " GAME ", \"position\":\"x../.../...\","
                 " \"moves\":[{\"row\":1,\"col\":1}]}", "moves[0]");
  check_refused ("{\"format\":\"noughts\", " GAME ", \"position\":\"x../.../...\","
                 " \"moves\":[{\"row\":0,\"col\":0},{\"row\":0,\"col\":0}]}", "moves[1]");
  check_refused ("{\"format\":\"noughts\", " GAME ", \"position\":\"x../.../...\","
                 " \"moves\":[{\"row\":5,\"col\":0}]}", "moves[0]");
}

/* Anything past 1 MiB is refused before it is read as JSON. */
static void
test_too_large (void)
{
  gsize size = NOUGHTS_SAVED_POSITION_MAX_SIZE + 10;
  g_autofree char *data = g_malloc (size + 1);
  NoughtsSavedPosition saved;
  g_autoptr (GError) error = NULL;

  memset (data, ' ', size);
  data[0] = '{';
  data[size - 1] = '}';
  data[size] = '\0';
  g_assert_false (noughts_saved_position_parse (data, size, &saved, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "MiB"));
  g_assert_nonnull (strstr (error->message, "too large"));
}

static void
test_file_name (void)
{
  g_assert_true (noughts_saved_position_is_file_name ("game.noughts"));
  g_assert_true (noughts_saved_position_is_file_name ("file:///tmp/Game.NOUGHTS"));
  g_assert_false (noughts_saved_position_is_file_name (".noughts"));
  g_assert_false (noughts_saved_position_is_file_name ("game.noughts.png"));
  g_assert_false (noughts_saved_position_is_file_name ("x.o/.x./..o"));
  g_assert_false (noughts_saved_position_is_file_name (NULL));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/saved-position/round-trip", test_round_trip);
  g_test_add_func ("/saved-position/refused", test_refused);
  g_test_add_func ("/saved-position/too-large", test_too_large);
  g_test_add_func ("/saved-position/file-name", test_file_name);
  return g_test_run ();
}
