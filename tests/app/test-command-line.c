/* test-command-line.c — `noughts` refuses what it cannot read before any
 * window opens: one line on stderr that names the problem, exit status 2.
 * Runs the real program; needs no display. */
#include <string.h>
#include <sys/wait.h>
#include <glib.h>

static char *noughts_path;

/* Runs noughts with args; returns its exit status and stderr. */
static int
run (const char * const *args, char **err)
{
  GPtrArray *argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status = -1;

  g_ptr_array_add (argv, noughts_path);
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               NULL, err, &status, &error));
  g_assert_no_error (error);
  g_ptr_array_unref (argv);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

static void
check_refused (const char * const *args, const char *expect)
{
  g_autofree char *err = NULL;
  int status = run (args, &err);

  g_test_message ("stderr: %s", err);
  g_assert_cmpint (status, ==, 2);
  g_assert_true (g_str_has_prefix (err, "noughts: "));
  g_assert_nonnull (strstr (err, expect));
  /* one line */
  g_assert_cmpint (strchr (err, '\n') - err, ==, (int) strlen (err) - 1);
}

static void
test_bad_notation (void)
{
  const char *args[] = { "x.q/...", NULL };

  check_refused (args, "row 1, column 3");
}

/* A saved file brings its own rules. */
static void
test_file_with_rules (void)
{
  const char *args[] = { "game.noughts", "--score", "quick", NULL };

  check_refused (args, "do not apply to a saved file (“game.noughts”)");
}

static void
test_bad_game (void)
{
  const char *args[] = { "--game", "3,3", NULL };
  const char *too_big[] = { "--game", "9,9,3", NULL };

  check_refused (args, "--game");
  check_refused (too_big, "--game");
}

static void
test_bad_score (void)
{
  const char *args[] = { "x../.../...", "--score", "fastest", NULL };

  check_refused (args, "--score");
}

static void
test_two_positions (void)
{
  const char *args[] = { "x../.../...", "o../.../...", NULL };

  check_refused (args, "o../.../...");
}

/* A position that does not fit the game named with it. */
static void
test_position_against_game (void)
{
  const char *args[] = { "x.../..../..../....", "--game", "3,3,3", NULL };
  g_autofree char *err = NULL;

  g_assert_cmpint (run (args, &err), ==, 2);
  g_assert_true (g_str_has_prefix (err, "noughts: "));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  noughts_path = g_test_build_filename (G_TEST_BUILT, "..", "..", "src", "app", "noughts", NULL);

  g_test_add_func ("/command-line/bad-notation", test_bad_notation);
  g_test_add_func ("/command-line/bad-game", test_bad_game);
  g_test_add_func ("/command-line/bad-score", test_bad_score);
  g_test_add_func ("/command-line/two-positions", test_two_positions);
  g_test_add_func ("/command-line/file-with-rules", test_file_with_rules);
  g_test_add_func ("/command-line/position-against-game", test_position_against_game);
  return g_test_run ();
}
