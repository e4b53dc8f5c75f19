/* test-cli.c — runs the built noughts-cli as a user would and checks what
 * it prints and its exit status: JSON, text and CSV of known positions,
 * batches, every kind of bad input, limits, counting, and golden files.
 *
 * Arguments (after GTest's own): the noughts-cli executable and the golden
 * directory. With NOUGHTS_UPDATE_GOLDEN=1 in the environment the golden
 * files are rewritten from the current output instead of compared. */
#include <string.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

static const char *cli_path;
static const char *golden_dir;

typedef struct {
  int status;      /* exit status; -1 if killed by a signal */
  char *out;
  char *err;
} CliRun;

static void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

/* Runs noughts-cli with the NULL-terminated argument vector args, feeding
 * input (may be NULL) on stdin. */
static void
run_cliv (CliRun *run, const char *input, const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE
                               | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_if_exited (process)
                ? g_subprocess_get_exit_status (process) : -1;
}

#define run_cli(run, input, ...) \
  run_cliv ((run), (input), (const char *const[]) { __VA_ARGS__, NULL })

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* run succeeded with status, printed no error, and stdout is one JSON
 * object. */
static JsonObject *
json_output (const CliRun *run, int status)
{
  JsonNode *root;
  JsonObject *object;

  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpint (run->status, ==, status);
  root = parse_json (run->out);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  object = json_object_ref (json_node_get_object (root));
  json_node_unref (root);
  return object;
}

/* Exit status 2, nothing on stdout, exactly one line on stderr that starts
 * "noughts-cli: " and holds every string of the NULL-terminated list. */
static void
assert_usage_error (const CliRun *run, ...)
{
  const char *expect;
  va_list args;

  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_true (g_str_has_prefix (run->err, "noughts-cli: "));
  g_assert_true (g_str_has_suffix (run->err, "\n"));
  g_assert_cmpint (strchr (run->err, '\n') - run->err, ==, (int) strlen (run->err) - 1);

  va_start (args, run);
  while ((expect = va_arg (args, const char *)) != NULL)
    if (strstr (run->err, expect) == NULL)
      g_error ("stderr '%s' does not mention '%s'", run->err, expect);
  va_end (args);
}

static JsonObject *
move_at (JsonObject *analysis, guint i)
{
  return json_array_get_object_element (json_object_get_array_member (analysis, "moves"), i);
}

/* ---- analyze, one position ------------------------------------------------ */

static void
test_empty_board_json (void)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonObject) analysis = NULL;
  JsonObject *game, *value, *stats;
  JsonArray *moves, *pv;
  gboolean seen[9] = { FALSE };

  run_cli (&run, NULL, "analyze", "--format", "json", ".../.../...");
  analysis = json_output (&run, 0);

  game = json_object_get_object_member (analysis, "game");
  g_assert_cmpint (json_object_get_int_member (game, "rows"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (game, "cols"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (game, "k"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (game, "first"), ==, "x");
  g_assert_cmpstr (json_object_get_string_member (analysis, "score_mode"), ==, "wdl");
  g_assert_cmpstr (json_object_get_string_member (analysis, "position"), ==, ".../.../...");
  g_assert_cmpstr (json_object_get_string_member (analysis, "to_move"), ==, "x");
  g_assert_cmpstr (json_object_get_string_member (analysis, "status"), ==, "ongoing");
  g_assert_false (json_object_has_member (analysis, "payoff"));

  value = json_object_get_object_member (analysis, "value");
  g_assert_cmpstr (json_object_get_string_member (value, "result"), ==, "draw");
  g_assert_cmpint (json_object_get_int_member (value, "score"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (value, "plies"), ==, 9);
  g_assert_false (json_object_has_member (value, "bounds"));

  /* every move draws, and a draw takes the rest of the board */
  moves = json_object_get_array_member (analysis, "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 9);
  for (guint i = 0; i < 9; i++)
    {
      JsonObject *move = json_array_get_object_element (moves, i);
      int row = json_object_get_int_member (move, "row");
      int col = json_object_get_int_member (move, "col");
      char name[3] = { 'a' + col, '1' + row, '\0' };

      g_assert_cmpint (row * 3 + col, >=, 0);
      g_assert_cmpint (row * 3 + col, <, 9);
      g_assert_false (seen[row * 3 + col]);
      seen[row * 3 + col] = TRUE;
      g_assert_cmpstr (json_object_get_string_member (move, "cell"), ==, name);
      g_assert_cmpstr (json_object_get_string_member (move, "result"), ==, "draw");
      g_assert_cmpint (json_object_get_int_member (move, "score"), ==, 0);
      g_assert_cmpint (json_object_get_int_member (move, "plies"), ==, 8);
    }

  /* a best line fills the board: 9 different cells */
  pv = json_object_get_array_member (analysis, "pv");
  g_assert_cmpuint (json_array_get_length (pv), ==, 9);
  memset (seen, 0, sizeof seen);
  for (guint i = 0; i < 9; i++)
    {
      JsonObject *step = json_array_get_object_element (pv, i);
      int cell = json_object_get_int_member (step, "row") * 3
                 + json_object_get_int_member (step, "col");

      g_assert_false (seen[cell]);
      seen[cell] = TRUE;
      g_assert_true (json_object_has_member (step, "cell"));
    }

  stats = json_object_get_object_member (analysis, "stats");
  g_assert_cmpint (json_object_get_int_member (stats, "nodes"), >, 0);
  g_assert_true (json_object_has_member (stats, "time_ms"));
  g_assert_true (json_object_has_member (stats, "tt_hits"));
}

/* x.o/.x./..o, X to move: c2 is forced (O threatens c1-c2-c3) and draws;
 * every other move lets O complete the column at once. */
static void
test_position_values (void)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonObject) analysis = NULL;
  JsonObject *value, *first;
  JsonArray *moves;

  run_cli (&run, NULL, "analyze", "--format", "json", "x.o/.x./..o");
  analysis = json_output (&run, 0);

  g_assert_cmpstr (json_object_get_string_member (analysis, "to_move"), ==, "x");
  value = json_object_get_object_member (analysis, "value");
  g_assert_cmpstr (json_object_get_string_member (value, "result"), ==, "draw");
  g_assert_cmpint (json_object_get_int_member (value, "score"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (value, "plies"), ==, 5);

  moves = json_object_get_array_member (analysis, "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 5);
  first = move_at (analysis, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "cell"), ==, "c2");
  g_assert_cmpint (json_object_get_int_member (first, "row"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (first, "col"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (first, "result"), ==, "draw");
  g_assert_cmpint (json_object_get_int_member (first, "plies"), ==, 4);
  for (guint i = 1; i < 5; i++)
    {
      JsonObject *move = move_at (analysis, i);

      g_assert_cmpstr (json_object_get_string_member (move, "result"), ==, "o");
      g_assert_cmpint (json_object_get_int_member (move, "score"), ==, -1);
      g_assert_cmpint (json_object_get_int_member (move, "plies"), ==, 1);
    }

  g_assert_cmpstr (json_object_get_string_member (
                     json_array_get_object_element (
                       json_object_get_array_member (analysis, "pv"), 0), "cell"), ==, "c2");
}

/* Tic-tac-toe against a random opponent (problems.md, random-opponent). */
static void
test_expected_mode (void)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonObject) analysis = NULL;
  JsonObject *value, *payoff;

  run_cli (&run, NULL, "analyze", "--score", "expected", "--format", "json", ".../.../...");
  analysis = json_output (&run, 0);

  g_assert_cmpstr (json_object_get_string_member (analysis, "score_mode"), ==, "expected");
  payoff = json_object_get_object_member (analysis, "payoff");
  g_assert_cmpint (json_object_get_int_member (payoff, "win"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (payoff, "draw"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (payoff, "loss"), ==, -10);

  value = json_object_get_object_member (analysis, "value");
  g_assert_false (json_object_has_member (value, "result"));
  g_assert_cmpstr (json_object_get_string_member (value, "score"), ==, "191/192");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (value, "score_float"),
                                  191.0 / 192.0, 1e-12);
  /* the best move is worth the position */
  g_assert_cmpstr (json_object_get_string_member (move_at (analysis, 0), "score"), ==,
                   "191/192");
  g_assert_false (json_object_has_member (move_at (analysis, 0), "result"));

  /* the opponent opening: O to move after X's random first stone */
  {
    g_auto(CliRun) text_run = { 0 };

    run_cli (&text_run, NULL, "analyze", "--score", "expected", ".../.../...");
    g_assert_cmpint (text_run.status, ==, 0);
    g_assert_nonnull (strstr (text_run.out, "Expected payoff 191/192 (0.9948) for X"));
  }

  /* payoffs change the answer: a loss costing 1 can only raise the value */
  {
    g_auto(CliRun) run2 = { 0 };
    g_autoptr(JsonObject) analysis2 = NULL;

    run_cli (&run2, NULL, "analyze", "--score", "expected", "--payoff", "1,0,-1",
             "--format", "json", ".../.../...");
    analysis2 = json_output (&run2, 0);
    value = json_object_get_object_member (analysis2, "value");
    g_assert_cmpfloat (json_object_get_double_member (value, "score_float"), >=,
                       191.0 / 192.0);
    g_assert_cmpint (json_object_get_int_member (
                       json_object_get_object_member (analysis2, "payoff"), "loss"), ==, -1);
  }
}

/* The three samples of CCF 201803-4: 3, -4, 0. */
static void
test_quick_ccf_samples (void)
{
  static const struct {
    const char *position;
    int score;
  } samples[] = {
    { "xox/oxo/...", 3 },
    { "oxx/.ox/..o", -4 },
    { ".../.../...", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_auto(CliRun) run = { 0 };
      g_autoptr(JsonObject) analysis = NULL;
      JsonObject *value;

      run_cli (&run, NULL, "analyze", "--score", "quick", "--format", "json",
               samples[i].position);
      analysis = json_output (&run, 0);
      g_assert_cmpstr (json_object_get_string_member (analysis, "to_move"), ==, "x");
      value = json_object_get_object_member (analysis, "value");
      g_assert_cmpint (json_object_get_int_member (value, "score"), ==, samples[i].score);
    }
}

/* full-board-lines samples: O to move on .XX/O.X/XOX ends at -2 for O;
 * the full O board, X "to move", is 0 - 8 for X. --to-move skips counts. */
static void
test_lines_mode (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) full = { 0 };
  g_autoptr(JsonObject) analysis = NULL;
  g_autoptr(JsonObject) full_analysis = NULL;

  run_cli (&run, NULL, "analyze", "--score", "lines", "--to-move", "o", "--format", "json",
           ".XX/O.X/XOX");
  analysis = json_output (&run, 0);
  g_assert_cmpstr (json_object_get_string_member (analysis, "to_move"), ==, "o");
  g_assert_cmpint (json_object_get_int_member (
                     json_object_get_object_member (analysis, "value"), "score"), ==, -2);

  run_cli (&full, NULL, "analyze", "--score", "lines", "--to-move", "x", "--format", "json",
           "OOO/OOO/OOO");
  full_analysis = json_output (&full, 0);
  g_assert_cmpstr (json_object_get_string_member (full_analysis, "status"), ==, "o-won");
  g_assert_cmpint (json_object_get_int_member (
                     json_object_get_object_member (full_analysis, "value"), "score"), ==, -8);
  g_assert_cmpuint (json_array_get_length (
                      json_object_get_array_member (full_analysis, "moves")), ==, 0);
  g_assert_cmpuint (json_array_get_length (
                      json_object_get_array_member (full_analysis, "pv")), ==, 0);
}

static void
test_csv (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&run, NULL, "analyze", "--format", "csv", "x.o/.x./..o");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  lines = g_strsplit (run.out, "\n", -1);
  /* header, 5 moves, and the empty string after the last newline */
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_cmpstr (lines[0], ==, "row,col,cell,result,score,plies");
  g_assert_cmpstr (lines[1], ==, "1,2,c2,draw,0,4");
  for (int i = 2; i <= 5; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ",", -1);

      g_assert_cmpuint (g_strv_length (fields), ==, 6);
      g_assert_cmpstr (fields[3], ==, "o");
      g_assert_cmpstr (fields[4], ==, "-1");
      g_assert_cmpstr (fields[5], ==, "1");
    }
  g_assert_cmpstr (lines[6], ==, "");
}

static void
test_text_report (void)
{
  g_auto(CliRun) run = { 0 };

  run_cli (&run, NULL, "analyze", "xox/oxo/...");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  /* board with coordinates, verdict in words, move table, PV, stats */
  g_assert_nonnull (strstr (run.out, "     a   b   c\n 1   X | O | X\n"));
  g_assert_nonnull (strstr (run.out, "X to move.\nX wins in 1 ply\n"));
  g_assert_nonnull (strstr (run.out, "move  result  score  plies"));
  g_assert_nonnull (strstr (run.out, "b3    X wins     +1      2"));
  g_assert_nonnull (strstr (run.out, "Best line: 1. "));
  g_assert_nonnull (strstr (run.out, "Searched "));
}

/* A position starting with '-' is a position, not an option (Luogu P1917's
 * boards, where O moves first). */
static void
test_dashed_position (void)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonObject) analysis = NULL;

  run_cli (&run, NULL, "analyze", "--first", "o", "--format", "json", "---/-O-/---");
  analysis = json_output (&run, 0);
  g_assert_cmpstr (json_object_get_string_member (analysis, "position"), ==, ".../.o./...");
  g_assert_cmpstr (json_object_get_string_member (analysis, "to_move"), ==, "x");
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (analysis, "game"), "first"), ==, "o");
}

static void
test_side_in_notation (void)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonObject) analysis = NULL;

  /* 4x4, three in a row, O to move as the notation says */
  run_cli (&run, NULL, "analyze", "--game", "4,4,3", "--format", "json", "..../.xo./.ox./.... o");
  analysis = json_output (&run, 0);
  g_assert_cmpint (json_object_get_int_member (
                     json_object_get_object_member (analysis, "game"), "k"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (analysis, "to_move"), ==, "o");
  g_assert_cmpuint (json_array_get_length (
                      json_object_get_array_member (analysis, "moves")), ==, 12);
}

/* --tree-depth 2: a node for every move, the PV's move expanded once more. */
static void
test_tree (void)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonObject) analysis = NULL;
  JsonArray *tree, *pv;
  const char *pv0;
  guint expanded = 0;

  run_cli (&run, NULL, "analyze", "--format", "json", "--tree-depth", "2", "x.o/.x./..o");
  analysis = json_output (&run, 0);
  tree = json_object_get_array_member (analysis, "tree");
  pv = json_object_get_array_member (analysis, "pv");
  pv0 = json_object_get_string_member (json_array_get_object_element (pv, 0), "cell");
  g_assert_cmpuint (json_array_get_length (tree), ==, 5);

  for (guint i = 0; i < json_array_get_length (tree); i++)
    {
      JsonObject *node = json_array_get_object_element (tree, i);
      const char *cell = json_object_get_string_member (node, "cell");

      /* after X's move, O is to move with 4 replies */
      g_assert_cmpstr (json_object_get_string_member (node, "to_move"), ==, "o");
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (node, "moves")),
                        ==, 4);
      g_assert_cmpstr (cell, ==, json_object_get_string_member (move_at (analysis, i), "cell"));
      if (g_str_equal (cell, pv0))
        {
          JsonArray *children = json_object_get_array_member (node, "children");

          expanded++;
          g_assert_cmpuint (json_array_get_length (children), ==, 4);
          for (guint j = 0; j < 4; j++)
            g_assert_false (json_object_has_member (
                              json_array_get_object_element (children, j), "children"));
        }
      else
        g_assert_false (json_object_has_member (node, "children"));
    }
  g_assert_cmpuint (expanded, ==, 1);
}

/* ---- analyze, bad input ---------------------------------------------------- */

static void
test_bad_positions (void)
{
  static const struct {
    const char *position;
    const char *mentions[3];
  } cases[] = {
    { "xxx/ooo/...", { "position 'xxx/ooo/...'", "both sides have a line" } },
    { "xx./x../...", { "position 'xx./x../...'", "X has 3", "O has 0" } },
    { "x.o/xx/...", { "position 'x.o/xx/...'", "row 2" } },
    { "x.z/.../...", { "position 'x.z/.../...'", "row 1, column 3", "'z'" } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliRun) run = { 0 };

      run_cli (&run, NULL, "analyze", "--format", "json", cases[i].position);
      assert_usage_error (&run, cases[i].mentions[0], cases[i].mentions[1],
                          cases[i].mentions[2], NULL);
    }
}

static void
test_bad_options (void)
{
  static const struct {
    const char *args[4];
    const char *mention;
  } cases[] = {
    { { "--game", "3,x,3" }, "--game '3,x,3'" },
    { { "--game", "9,9,3" }, "--game '9,9,3'" },
    { { "--score", "fast" }, "--score 'fast'" },
    { { "--first", "z" }, "--first 'z'" },
    { { "--format", "xml" }, "--format 'xml'" },
    { { "--node-limit", "ten" }, "--node-limit 'ten'" },
    { { "--payoff", "1,0", "--score", "expected" }, "--payoff '1,0'" },
    { { "--game", "4,4,4" }, "4×4" },
    { { "--no-such-option" }, "analyze" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliRun) run = { 0 };
      const char *args[8] = { "analyze" };
      int n = 1;

      for (int j = 0; j < 4 && cases[i].args[j] != NULL; j++)
        args[n++] = cases[i].args[j];
      args[n++] = ".../.../...";
      run_cliv (&run, NULL, args);
      assert_usage_error (&run, cases[i].mention, NULL);
    }

  /* no position at all, and a stray second one */
  {
    g_auto(CliRun) none = { 0 };
    g_auto(CliRun) two = { 0 };

    run_cli (&none, NULL, "analyze");
    assert_usage_error (&none, "POSITION", NULL);
    run_cli (&two, NULL, "analyze", ".../.../...", "x");
    assert_usage_error (&two, "'x'", NULL);
  }
}

static void
test_node_limit (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) text = { 0 };
  g_autoptr(JsonObject) analysis = NULL;
  JsonObject *value;
  JsonArray *bounds;

  run_cli (&run, NULL, "analyze", "--game", "4,4,4", "--node-limit", "10",
           "--format", "json", "..../..../..../....");
  analysis = json_output (&run, 3);
  value = json_object_get_object_member (analysis, "value");
  g_assert_cmpstr (json_object_get_string_member (value, "result"), ==, "unknown");
  g_assert_true (json_node_is_null (json_object_get_member (value, "score")));
  bounds = json_object_get_array_member (value, "bounds");
  g_assert_cmpuint (json_array_get_length (bounds), ==, 2);
  g_assert_cmpint (json_array_get_int_element (bounds, 0), >=, -1);
  g_assert_cmpint (json_array_get_int_element (bounds, 0), <=,
                   json_array_get_int_element (bounds, 1));
  g_assert_cmpint (json_array_get_int_element (bounds, 1), <=, 1);

  run_cli (&text, NULL, "analyze", "--game", "4,4,4", "--node-limit", "10",
           "..../..../..../....");
  g_assert_cmpint (text.status, ==, 3);
  g_assert_nonnull (strstr (text.out, "Unknown: score between "));
  g_assert_nonnull (strstr (text.out, "(stopped after "));
}

/* ---- analyze --input ---------------------------------------------------------- */

static char *
write_temp (const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("noughts-cli-XXXXXX.txt", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

static const char batch_input[] =
  "# three positions, a blank line and a comment\n"
  ".../.../...\n"
  "\n"
  "  x.o/.x./..o  \n"
  "xox/oxo/...\n";

static void
test_batch_json (void)
{
  g_autofree char *path = write_temp (batch_input);
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  static const char *const positions[] = { ".../.../...", "x.o/.x./..o", "xox/oxo/..." };
  static const char *const results[] = { "draw", "draw", "x" };

  run_cli (&run, NULL, "analyze", "--format", "json", "--input", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_cmpstr (lines[3], ==, "");
  for (int i = 0; i < 3; i++)
    {
      g_autoptr(JsonNode) root = parse_json (lines[i]);
      JsonObject *analysis = json_node_get_object (root);

      g_assert_cmpstr (json_object_get_string_member (analysis, "position"), ==, positions[i]);
      g_assert_cmpstr (json_object_get_string_member (
                         json_object_get_object_member (analysis, "value"), "result"), ==,
                       results[i]);
    }
  g_unlink (path);
}

static void
test_batch_stdin_text_csv (void)
{
  g_auto(CliRun) text = { 0 };
  g_auto(CliRun) csv = { 0 };
  g_auto(CliRun) single = { 0 };
  g_autofree char *expected = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) reports = NULL;

  /* text: the reports of the three positions, a blank line between */
  run_cli (&text, batch_input, "analyze", "--input", "-");
  g_assert_cmpint (text.status, ==, 0);
  run_cli (&single, NULL, "analyze", "x.o/.x./..o");
  reports = g_strsplit (text.out, "\n3 x 3 board", -1);
  g_assert_cmpuint (g_strv_length (reports), ==, 3);
  /* the middle report matches the one-position report up to the stats */
  g_assert_nonnull (strstr (text.out, "\n\n3 x 3 board"));
  *strstr (single.out, "Searched") = '\0';
  g_assert_nonnull (strstr (text.out, single.out));

  /* csv: one header with a position column, then every move of each */
  run_cli (&csv, batch_input, "analyze", "--format", "csv", "--input", "-");
  g_assert_cmpint (csv.status, ==, 0);
  lines = g_strsplit (csv.out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "position,row,col,cell,result,score,plies");
  /* 9 + 5 + 3 moves */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 17 + 1);
  g_assert_true (g_str_has_prefix (lines[1], ".../.../...,"));
  g_assert_cmpstr (lines[10], ==, "x.o/.x./..o,1,2,c2,draw,0,4");
  g_assert_true (g_str_has_prefix (lines[15], "xox/oxo/...,"));
  expected = g_strjoinv ("\n", lines);
  g_assert_null (strstr (expected, "\nposition,"));
}

/* A bad line stops the run after the good lines before it were printed. */
static void
test_batch_bad_line (void)
{
  g_autofree char *path = write_temp ("x.o/.x./..o\n\n# comment\nx.z/.../...\n.../.../...\n");
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *mention = g_strdup_printf ("line 4 of %s", path);
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&run, NULL, "analyze", "--format", "json", "--input", path);
  g_assert_cmpint (run.status, ==, 2);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_nonnull (strstr (lines[0], "\"x.o/.x./..o\""));
  g_assert_true (g_str_has_prefix (run.err, "noughts-cli: "));
  g_assert_nonnull (strstr (run.err, mention));
  g_assert_nonnull (strstr (run.err, "row 1, column 3"));
  g_assert_cmpint (strchr (run.err, '\n') - run.err, ==, (int) strlen (run.err) - 1);

  {
    g_auto(CliRun) missing = { 0 };
    g_autofree char *gone = g_strconcat (path, ".missing", NULL);

    run_cli (&missing, NULL, "analyze", "--input", gone);
    assert_usage_error (&missing, "--input", NULL);
  }
  g_unlink (path);
}

/* ---- count ------------------------------------------------------------------------ */

static void
test_count (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) games = { 0 };
  g_auto(CliRun) bad = { 0 };
  g_autoptr(JsonObject) count = NULL;
  g_autoptr(JsonObject) with_games = NULL;

  run_cli (&run, NULL, "count", "--game", "3,3,3");
  count = json_output (&run, 0);
  g_assert_cmpint (json_object_get_int_member (count, "positions"), ==, 5478);
  g_assert_cmpint (json_object_get_int_member (count, "classes"), ==, 765);
  g_assert_cmpint (json_object_get_int_member (count, "terminal"), ==, 958);
  g_assert_false (json_object_has_member (count, "games"));
  /* spaced as DESIGN.md writes it */
  g_assert_cmpstr (run.out, ==, "{\"positions\": 5478, \"classes\": 765, \"terminal\": 958}\n");

  run_cli (&games, NULL, "count", "--game", "3,3,3", "--games");
  with_games = json_output (&games, 0);
  g_assert_cmpint (json_object_get_int_member (with_games, "positions"), ==, 5478);
  g_assert_cmpint (json_object_get_int_member (with_games, "games"), ==, 255168);

  run_cli (&bad, NULL, "count", "--game", "3,3");
  assert_usage_error (&bad, "--game '3,3'", NULL);
}

/* ---- help ---------------------------------------------------------------------- */

static void
test_help (void)
{
  static const char *const commands[] = {
    "analyze", "count", "judge", "gen", "render", "strategy",
  };
  g_auto(CliRun) help = { 0 };
  g_auto(CliRun) version = { 0 };
  g_auto(CliRun) unknown = { 0 };

  run_cli (&help, NULL, "--help");
  g_assert_cmpint (help.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_assert_nonnull (strstr (help.out, commands[i]));

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(CliRun) run = { 0 };

      run_cli (&run, NULL, commands[i], "--help");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, commands[i]));
    }

  {
    g_auto(CliRun) analyze = { 0 };
    static const char *const options[] = {
      "--game", "--first", "--to-move", "--score", "--payoff", "--format", "--time-limit",
      "--node-limit", "--tt-mb", "--quiet", "--tree-depth", "--input",
    };

    run_cli (&analyze, NULL, "analyze", "--help");
    for (guint i = 0; i < G_N_ELEMENTS (options); i++)
      {
        g_autofree char *example = g_strdup_printf ("e.g. %s", options[i]);
        g_assert_nonnull (strstr (analyze.out, example));
      }
  }

  run_cli (&version, NULL, "--version");
  g_assert_cmpint (version.status, ==, 0);
  g_assert_true (g_str_has_prefix (version.out, "noughts-cli "));

  run_cli (&unknown, NULL, "solve", ".../.../...");
  assert_usage_error (&unknown, "unknown command 'solve'", NULL);
}

/* ---- render and strategy --------------------------------------------------- */

static char *
read_file (const char *path, gsize *length)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

static guint32
png_u32 (const guchar *p)
{
  return ((guint32) p[0] << 24) | ((guint32) p[1] << 16) | ((guint32) p[2] << 8) | p[3];
}

static void
test_render (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("noughts-cli-XXXXXX", &error);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "line.pdf", NULL);
  g_autofree char *gif = g_build_filename (dir, "board.gif", NULL);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_no_error (error);

  {
    g_auto(CliRun) run = { 0 };

    run_cli (&run, NULL, "render", "--heat-map", "--pv-numbers", "--size", "300",
             "x.o/.x./..o", "--output", png);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "");
    data = read_file (png, &length);
    g_assert_cmpuint (length, >, 24);
    g_assert_cmpmem (data, 8, "\x89PNG\r\n\x1a\n", 8);
    /* IHDR: a square board, the long side as asked */
    g_assert_cmpuint (png_u32 ((const guchar *) data + 16), ==, 300);
    g_assert_cmpuint (png_u32 ((const guchar *) data + 20), ==, 300);
    g_clear_pointer (&data, g_free);
  }
  {
    g_auto(CliRun) run = { 0 };

    run_cli (&run, NULL, "render", "--dark", "--no-coordinates", "-o", svg, "x.o/.x./..o");
    g_assert_cmpint (run.status, ==, 0);
    data = read_file (svg, &length);
    g_assert_nonnull (g_strstr_len (data, length, "<svg"));
    g_clear_pointer (&data, g_free);
  }
  {
    g_auto(CliRun) run = { 0 };

    run_cli (&run, NULL, "render", "--pv-strip", "x.o/.x./..o", "--output", pdf);
    g_assert_cmpint (run.status, ==, 0);
    data = read_file (pdf, &length);
    g_assert_true (g_str_has_prefix (data, "%PDF-"));
    g_clear_pointer (&data, g_free);
  }
  {
    g_auto(CliRun) run = { 0 };
    g_auto(CliRun) none = { 0 };
    g_auto(CliRun) bad = { 0 };

    run_cli (&run, NULL, "render", "x.o/.x./..o", "--output", gif);
    assert_usage_error (&run, "--output '", ".gif'", NULL);
    g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
    run_cli (&none, NULL, "render", "x.o/.x./..o");
    assert_usage_error (&none, "--output", NULL);
    run_cli (&bad, NULL, "render", "xxx/ooo/...", "--output", png);
    assert_usage_error (&bad, "both sides have a line", NULL);
  }

  g_unlink (png);
  g_unlink (svg);
  g_unlink (pdf);
  g_rmdir (dir);
}

static void
test_strategy (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("noughts-cli-XXXXXX", &error);
  g_autofree char *png = g_build_filename (dir, "strategy.png", NULL);
  g_autofree char *pdf = g_build_filename (dir, "strategy.pdf", NULL);
  g_autofree char *data = NULL;
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) big = { 0 };
  g_auto(CliRun) side = { 0 };
  gsize length;

  g_assert_no_error (error);

  run_cli (&run, NULL, "strategy", "--side", "x", "--output", png, "x.o/.x./..o");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  data = read_file (png, &length);
  g_assert_cmpmem (data, 8, "\x89PNG\r\n\x1a\n", 8);

  /* the whole game for X is far more than ten decisions */
  run_cli (&big, NULL, "strategy", "--max-decisions", "10", "--output", pdf, ".../.../...");
  assert_usage_error (&big, "position '.../.../...'", NULL);

  run_cli (&side, NULL, "strategy", "--side", "y", "--output", pdf, ".../.../...");
  assert_usage_error (&side, "--side 'y'", NULL);

  g_unlink (png);
  g_unlink (pdf);
  g_rmdir (dir);
}

/* ---- golden files ------------------------------------------------------------- */

/* The order of moves of equal value is the solver's business; sort each run
 * of equal (result, score, plies) by cell so that only real changes show. */
static void
normalise_moves (JsonArray *moves)
{
  guint n = json_array_get_length (moves);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (nodes, json_node_ref (json_array_get_element (moves, i)));

  for (guint start = 0; start < n;)
    {
      guint end = start + 1;
      JsonObject *first = json_node_get_object (g_ptr_array_index (nodes, start));

      while (end < n)
        {
          JsonObject *next = json_node_get_object (g_ptr_array_index (nodes, end));
          static const char *const keys[] = { "result", "score", "plies" };
          gboolean same = TRUE;

          for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
            {
              JsonNode *a = json_object_get_member (first, keys[k]);
              JsonNode *b = json_object_get_member (next, keys[k]);

              if ((a == NULL) != (b == NULL) || (a != NULL && !json_node_equal (a, b)))
                same = FALSE;
            }
          if (!same)
            break;
          end++;
        }
      /* insertion sort of [start, end) by cell index */
      for (guint i = start + 1; i < end; i++)
        for (guint j = i; j > start; j--)
          {
            JsonObject *a = json_node_get_object (g_ptr_array_index (nodes, j - 1));
            JsonObject *b = json_node_get_object (g_ptr_array_index (nodes, j));
            gint64 ca = json_object_get_int_member (a, "row") * 100
                        + json_object_get_int_member (a, "col");
            gint64 cb = json_object_get_int_member (b, "row") * 100
                        + json_object_get_int_member (b, "col");

            if (ca <= cb)
              break;
            gpointer tmp = nodes->pdata[j - 1];
            nodes->pdata[j - 1] = nodes->pdata[j];
            nodes->pdata[j] = tmp;
          }
      start = end;
    }

  for (guint i = n; i > 0; i--)
    json_array_remove_element (moves, i - 1);
  for (guint i = 0; i < n; i++)
    json_array_add_element (moves, json_node_ref (g_ptr_array_index (nodes, i)));
}

/* What may differ between runs: the cost of the search. */
static JsonNode *
comparable_json (const char *text)
{
  JsonNode *root = parse_json (text);
  JsonObject *analysis = json_node_get_object (root);
  JsonObject *stats = json_object_get_object_member (analysis, "stats");

  g_assert_nonnull (stats);
  g_assert_true (json_object_has_member (stats, "nodes"));
  g_assert_true (json_object_has_member (stats, "time_ms"));
  g_assert_true (json_object_has_member (stats, "tt_hits"));
  json_object_remove_member (analysis, "stats");
  /* against a random opponent only the first move of a best line is a
   * choice; the rest follows the solver's pick among the random replies */
  if (g_str_equal (json_object_get_string_member (analysis, "score_mode"), "expected"))
    {
      JsonArray *pv = json_object_get_array_member (analysis, "pv");

      while (json_array_get_length (pv) > 1)
        json_array_remove_element (pv, json_array_get_length (pv) - 1);
    }
  normalise_moves (json_object_get_array_member (analysis, "moves"));
  return root;
}

/* The text report without its last line (nodes and time) and with each run
 * of equally good moves in the move table sorted. */
static char *
comparable_text (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();
  guint n = g_strv_length (lines);
  gboolean in_moves = FALSE;
  gboolean expected = strstr (text, " expected scoring") != NULL;
  guint run_start = 0;

  for (guint i = 0; i < n; i++)
    {
      /* as in comparable_json, an expected-mode line is the solver's pick */
      if (g_str_has_prefix (lines[i], "Searched ")
          || (expected && g_str_has_prefix (lines[i], "Best line: ")))
        continue;
      if (in_moves && lines[i][0] == '\0')
        in_moves = FALSE;
      if (in_moves)
        {
          /* a row is "   cell  rest": runs share the rest */
          const char *rest = lines[i] + 3 + strcspn (lines[i] + 3, " ");
          const char *prev = kept->len > run_start
                             ? (const char *) g_ptr_array_index (kept, kept->len - 1) : NULL;

          if (prev == NULL || !g_str_equal (rest, prev + 3 + strcspn (prev + 3, " ")))
            run_start = kept->len;
          g_ptr_array_add (kept, lines[i]);
          for (guint j = kept->len - 1; j > run_start
               && strcmp (g_ptr_array_index (kept, j - 1), g_ptr_array_index (kept, j)) > 0; j--)
            {
              gpointer tmp = kept->pdata[j - 1];
              kept->pdata[j - 1] = kept->pdata[j];
              kept->pdata[j] = tmp;
            }
          continue;
        }
      if (g_str_has_prefix (lines[i], "   move  "))
        {
          in_moves = TRUE;
          run_start = kept->len + 1;
        }
      g_ptr_array_add (kept, lines[i]);
    }
  g_ptr_array_add (kept, NULL);
  return g_strjoinv ("\n", (char **) kept->pdata);
}

typedef struct {
  const char *file;
  const char *args[8];
} GoldenCase;

static const GoldenCase golden_cases[] = {
  { "draw-defence.json", { "analyze", "--format", "json", "x../o../..x" } },
  { "quick-block.json", { "analyze", "--score", "quick", "--format", "json", ".x./.x./o.." } },
  { "expected-forced.json", { "analyze", "--score", "expected", "--format", "json",
                              "x.o/.x./..o" } },
  { "draw-defence.txt", { "analyze", "x../o../..x" } },
  { "quick-block.txt", { "analyze", "--score", "quick", ".x./.x./o.." } },
  { "expected-forced.txt", { "analyze", "--score", "expected", "x.o/.x./..o" } },
};

static void
test_golden (gconstpointer data)
{
  const GoldenCase *golden = data;
  g_autofree char *path = g_build_filename (golden_dir, golden->file, NULL);
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };

  run_cliv (&run, NULL, golden->args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  if (g_strcmp0 (g_getenv ("NOUGHTS_UPDATE_GOLDEN"), "1") == 0)
    {
      g_file_set_contents (path, run.out, -1, &error);
      g_assert_no_error (error);
      return;
    }

  g_file_get_contents (path, &expected, NULL, &error);
  g_assert_no_error (error);

  if (g_str_has_suffix (golden->file, ".json"))
    {
      g_autoptr(JsonNode) want = comparable_json (expected);
      g_autoptr(JsonNode) got = comparable_json (run.out);

      if (!json_node_equal (want, got))
        g_error ("%s differs from the output:\n%s", path, run.out);
    }
  else
    {
      g_autofree char *want = comparable_text (expected);
      g_autofree char *got = comparable_text (run.out);

      g_assert_cmpstr (got, ==, want);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (argc < 3)
    {
      g_printerr ("usage: %s [GTEST-OPTION…] NOUGHTS-CLI GOLDEN-DIR\n", argv[0]);
      return 2;
    }
  cli_path = argv[1];
  golden_dir = argv[2];

  g_test_add_func ("/cli/analyze/empty-board-json", test_empty_board_json);
  g_test_add_func ("/cli/analyze/position-values", test_position_values);
  g_test_add_func ("/cli/analyze/expected", test_expected_mode);
  g_test_add_func ("/cli/analyze/quick-ccf-samples", test_quick_ccf_samples);
  g_test_add_func ("/cli/analyze/lines", test_lines_mode);
  g_test_add_func ("/cli/analyze/csv", test_csv);
  g_test_add_func ("/cli/analyze/text", test_text_report);
  g_test_add_func ("/cli/analyze/dashed-position", test_dashed_position);
  g_test_add_func ("/cli/analyze/side-in-notation", test_side_in_notation);
  g_test_add_func ("/cli/analyze/tree", test_tree);
  g_test_add_func ("/cli/analyze/bad-positions", test_bad_positions);
  g_test_add_func ("/cli/analyze/bad-options", test_bad_options);
  g_test_add_func ("/cli/analyze/node-limit", test_node_limit);
  g_test_add_func ("/cli/batch/json", test_batch_json);
  g_test_add_func ("/cli/batch/stdin-text-csv", test_batch_stdin_text_csv);
  g_test_add_func ("/cli/batch/bad-line", test_batch_bad_line);
  g_test_add_func ("/cli/render", test_render);
  g_test_add_func ("/cli/strategy", test_strategy);
  g_test_add_func ("/cli/count", test_count);
  g_test_add_func ("/cli/help", test_help);
  for (guint i = 0; i < G_N_ELEMENTS (golden_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/cli/golden/%s", golden_cases[i].file);
      g_test_add_data_func (name, &golden_cases[i], test_golden);
    }

  return g_test_run ();
}
