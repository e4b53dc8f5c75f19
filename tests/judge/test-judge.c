/* test-judge.c — `noughts-cli judge` and `gen` from the outside: the samples
 * of problems.md byte for byte, gen -> judge checked against slow reference
 * solvers written here on plain char arrays (no engine code), a referee
 * playing random-opponent over pipes, and malformed inputs. */
#include <gio/gio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#ifndef NOUGHTS_CLI
#error "NOUGHTS_CLI (the path of noughts-cli) must be defined"
#endif
#ifndef JUDGE_DATA_DIR
#error "JUDGE_DATA_DIR must be defined"
#endif

/* ------------------------------------------------------------------------ */
/* Running noughts-cli                                                      */

typedef struct {
  int status;        /* exit status */
  char *out;
  char *err;
} CliRun;

static void
cli_run_clear (CliRun *run)
{
  g_free (run->out);
  g_free (run->err);
}

/* Runs noughts-cli with the NULL-terminated args and `input` on stdin. */
static void
cli_run (CliRun *run, const char *input, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GBytes) in = NULL, out = NULL, err = NULL;
  g_autoptr (GError) error = NULL;
  gsize len;
  const char *data;

  g_ptr_array_add (argv, (char *) NOUGHTS_CLI);
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_newv ((const char *const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDIN_PIPE
                            | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                            | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  in = g_bytes_new (input != NULL ? input : "", input != NULL ? strlen (input) : 0);
  g_subprocess_communicate (proc, in, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
  /* an empty GBytes has NULL data */
  data = g_bytes_get_data (out, &len);
  run->out = g_strndup (len > 0 ? data : "", len);
  data = g_bytes_get_data (err, &len);
  run->err = g_strndup (len > 0 ? data : "", len);
}

static char *
judge (const char *problem, const char *input)
{
  CliRun run;
  char *out;

  cli_run (&run, input, (const char *[]) { "judge", problem, NULL });
  if (run.status != 0)
    g_test_message ("judge %s failed: %s", problem, run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  out = g_steal_pointer (&run.out);
  cli_run_clear (&run);
  return out;
}

static char *
gen (const char *problem, const char *count, guint seed)
{
  CliRun run;
  g_autofree char *seed_text = g_strdup_printf ("%u", seed);
  char *out;

  if (count != NULL)
    cli_run (&run, NULL, (const char *[]) { "gen", problem, "--count", count,
                                            "--seed", seed_text, NULL });
  else
    cli_run (&run, NULL, (const char *[]) { "gen", problem, "--seed", seed_text, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  out = g_steal_pointer (&run.out);
  cli_run_clear (&run);
  return out;
}

/* ------------------------------------------------------------------------ */
/* Samples of problems.md                                                   */

static void
test_sample (gconstpointer data)
{
  const char *name = data;
  g_autofree char *in_path = g_strdup_printf ("%s/%s.in", JUDGE_DATA_DIR, name);
  g_autofree char *out_path = g_strdup_printf ("%s/%s.out", JUDGE_DATA_DIR, name);
  g_autofree char *input = NULL, *expected = NULL, *problem = NULL, *got = NULL;
  g_autoptr (GError) error = NULL;

  g_file_get_contents (in_path, &input, NULL, &error);
  g_assert_no_error (error);
  g_file_get_contents (out_path, &expected, NULL, &error);
  g_assert_no_error (error);
  /* luogu-p1917-1 -> luogu-p1917 */
  problem = g_strdup (name);
  if (g_str_has_prefix (problem, "luogu-p1917"))
    problem[strlen ("luogu-p1917")] = '\0';
  got = judge (problem, input);
  g_assert_cmpstr (got, ==, expected);
}

static void
test_list (void)
{
  static const char *const names[] = { "luogu-p1917", "ccf-201803-4", "uva-10111",
                                       "full-board-lines", "random-opponent" };
  CliRun run;
  g_auto (GStrv) lines = NULL;

  cli_run (&run, NULL, (const char *[]) { "judge", "--list", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_suffix (run.out, "\n"));
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (names) + 1);
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_assert_true (g_str_has_prefix (lines[i], names[i]));
      /* a description follows the name */
      g_assert_cmpuint (strlen (lines[i]), >, strlen (names[i]) + 5);
    }
  cli_run_clear (&run);

  cli_run (&run, NULL, (const char *[]) { "judge", "--help", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "uva-10111"));
  cli_run_clear (&run);

  cli_run (&run, "", (const char *[]) { "judge", "no-such-problem", NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "no-such-problem"));
  cli_run_clear (&run);
}

/* ------------------------------------------------------------------------ */
/* Reference solvers: plain minimax on char arrays                          */

/* The 8 lines of a 3x3 board. */
static const int lines3[8][3] = {
  { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 }, { 0, 3, 6 },
  { 1, 4, 7 }, { 2, 5, 8 }, { 0, 4, 8 }, { 2, 4, 6 },
};

static int
ref_lines3 (const char *b, char p)
{
  int n = 0;
  for (int i = 0; i < 8; i++)
    n += b[lines3[i][0]] == p && b[lines3[i][1]] == p && b[lines3[i][2]] == p;
  return n;
}

static int
ref_count (const char *b, int cells, char p)
{
  int n = 0;
  for (int i = 0; i < cells; i++)
    n += b[i] == p;
  return n;
}

/* Win/draw/loss for `me` to move, 3x3, the game ending at the first line:
 * +1, 0, -1. `empty` is the empty character. */
static int
ref_wdl3 (char *b, char me, char other, char empty)
{
  int best = -1, moves = 0;

  if (ref_lines3 (b, other) > 0)
    return -1;
  for (int c = 0; c < 9; c++)
    if (b[c] == empty)
      {
        int v;
        moves++;
        b[c] = me;
        v = -ref_wdl3 (b, other, me, empty);
        b[c] = empty;
        if (v > best)
          best = v;
      }
  return moves == 0 ? 0 : best;
}

/* CCF's score for `me` to move: a win is worth empty cells + 1. */
static int
ref_quick3 (char *b, char me, char other)
{
  int best = G_MININT, empty = ref_count (b, 9, '0');

  if (ref_lines3 (b, other) > 0)
    return -(empty + 1);
  if (empty == 0)
    return 0;
  for (int c = 0; c < 9; c++)
    if (b[c] == '0')
      {
        int v;
        b[c] = me;
        v = -ref_quick3 (b, other, me);
        b[c] = '0';
        if (v > best)
          best = v;
      }
  return best;
}

/* full-board-lines: the final O lines - X lines with best play; O maximises.
 * Memo by base-3 index and mover. */
static int
ref_full3 (char *b, char mover, gint8 *memo)
{
  int index = 0, best, any = 0;

  for (int c = 0; c < 9; c++)
    index = index * 3 + (b[c] == '.' ? 0 : b[c] == 'X' ? 1 : 2);
  index = index * 2 + (mover == 'O');
  if (memo[index] != 100)
    return memo[index];
  best = mover == 'O' ? G_MININT : G_MAXINT;
  for (int c = 0; c < 9; c++)
    if (b[c] == '.')
      {
        int v;
        any = 1;
        b[c] = mover;
        v = ref_full3 (b, mover == 'O' ? 'X' : 'O', memo);
        b[c] = '.';
        if (mover == 'O' ? v > best : v < best)
          best = v;
      }
  if (!any)
    best = ref_lines3 (b, 'O') - ref_lines3 (b, 'X');
  memo[index] = (gint8) best;
  return best;
}

/* 4x4, four in a row: rows, columns, two diagonals. */
static int lines4[10][4];

static void
init_lines4 (void)
{
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      {
        lines4[i][j] = 4 * i + j;
        lines4[4 + i][j] = 4 * j + i;
      }
  for (int j = 0; j < 4; j++)
    {
      lines4[8][j] = 5 * j;
      lines4[9][j] = 3 * (j + 1);
    }
}

static gboolean
ref_has_line4 (const char *b, char p)
{
  for (int i = 0; i < 10; i++)
    if (b[lines4[i][0]] == p && b[lines4[i][1]] == p
        && b[lines4[i][2]] == p && b[lines4[i][3]] == p)
      return TRUE;
  return FALSE;
}

/* +1 / 0 / -1 for the side to move (x when the counts are level). Memo
 * keyed by the two 16-bit stone masks; 2 + value is stored so 0 means
 * unknown. */
static int
ref_wdl4 (char *b, GHashTable *memo)
{
  guint xs = 0, os = 0;
  int nx = 0, no = 0, best = -1, moves = 0;
  char me, other;
  gpointer hit;

  for (int c = 0; c < 16; c++)
    {
      xs |= (guint) (b[c] == 'x') << c;
      os |= (guint) (b[c] == 'o') << c;
      nx += b[c] == 'x';
      no += b[c] == 'o';
    }
  me = nx == no ? 'x' : 'o';
  other = me == 'x' ? 'o' : 'x';
  if (ref_has_line4 (b, other))
    return -1;
  hit = g_hash_table_lookup (memo, GUINT_TO_POINTER (xs | os << 16));
  if (hit != NULL)
    return GPOINTER_TO_INT (hit) - 2;
  for (int c = 0; c < 16 && best < 1; c++)
    if (b[c] == '.')
      {
        int v;
        moves++;
        b[c] = me;
        v = -ref_wdl4 (b, memo);
        b[c] = '.';
        if (v > best)
          best = v;
      }
  if (moves == 0)
    best = 0;
  g_hash_table_insert (memo, GUINT_TO_POINTER (xs | os << 16), GINT_TO_POINTER (best + 2));
  return best;
}

/* ------------------------------------------------------------------------ */
/* gen -> judge against the references                                      */

static void
test_gen_p1917 (void)
{
  GRand *rand = g_rand_new_with_seed (17);

  for (guint seed = 1; seed <= 300; seed++)
    {
      /* the original's at most 3 pieces, and more through --max-pieces */
      g_autofree char *max = g_strdup_printf ("%d", seed <= 60 ? 3 : g_rand_int_range (rand, 0, 10));
      CliRun run;
      g_auto (GStrv) rows = NULL;
      char b[10];
      int v, pieces;
      g_autofree char *expected = NULL, *got = NULL;
      g_autofree char *seed_text = g_strdup_printf ("%u", seed);

      cli_run (&run, NULL, (const char *[]) { "gen", "luogu-p1917", "--seed", seed_text,
                                              "--max-pieces", max, NULL });
      g_assert_cmpint (run.status, ==, 0);
      rows = g_strsplit (run.out, "\n", -1);
      g_assert_cmpuint (g_strv_length (rows), ==, 4);
      g_assert_cmpstr (rows[3], ==, "");
      for (int r = 0; r < 3; r++)
        {
          g_assert_cmpuint (strlen (rows[r]), ==, 3);
          memcpy (b + 3 * r, rows[r], 3);
        }
      b[9] = '\0';
      g_assert_cmpuint (strspn (b, "OX-"), ==, 9);
      pieces = 9 - ref_count (b, 9, '-');
      g_assert_cmpint (pieces, <=, atoi (max));
      g_assert_true (ref_lines3 (b, 'O') == 0 || ref_lines3 (b, 'X') == 0);
      if (ref_count (b, 9, 'O') == ref_count (b, 9, 'X'))
        v = ref_wdl3 (b, 'O', 'X', '-');
      else
        {
          g_assert_cmpint (ref_count (b, 9, 'O'), ==, ref_count (b, 9, 'X') + 1);
          v = -ref_wdl3 (b, 'X', 'O', '-');
        }
      /* v is O's outcome */
      expected = g_strdup_printf ("%s\n%d\n", v > 0 ? "xiaoa will win." : v < 0
                                  ? "uim will win." : "Dont know.", pieces);
      got = judge ("luogu-p1917", run.out);
      g_assert_cmpstr (got, ==, expected);
      cli_run_clear (&run);
    }
  g_rand_free (rand);
}

static void
test_gen_ccf (void)
{
  for (guint seed = 1; seed <= 2; seed++)
    {
      g_autofree char *input = gen ("ccf-201803-4", "200", seed);
      g_autofree char *got = judge ("ccf-201803-4", input);
      g_auto (GStrv) lines = g_strsplit (input, "\n", -1);
      g_autoptr (GString) expected = g_string_new (NULL);
      int won_by_o = 0;

      g_assert_cmpstr (lines[0], ==, "200");
      g_assert_cmpuint (g_strv_length (lines), ==, 1 + 3 * 200 + 1);
      for (int i = 0; i < 200; i++)
        {
          char b[10];
          for (int r = 0; r < 3; r++)
            {
              const char *row = lines[1 + 3 * i + r];
              g_assert_cmpuint (strlen (row), ==, 5);
              g_assert_true (row[1] == ' ' && row[3] == ' ');
              b[3 * r] = row[0];
              b[3 * r + 1] = row[2];
              b[3 * r + 2] = row[4];
            }
          b[9] = '\0';
          g_assert_cmpuint (strspn (b, "012"), ==, 9);
          /* X (1) to move: level counts, and X has no line */
          g_assert_cmpint (ref_count (b, 9, '1'), ==, ref_count (b, 9, '2'));
          g_assert_cmpint (ref_lines3 (b, '1'), ==, 0);
          won_by_o += ref_lines3 (b, '2') > 0;
          g_string_append_printf (expected, "%d\n", ref_quick3 (b, '1', '2'));
        }
      g_test_message ("seed %u: %d of 200 boards already won by O", seed, won_by_o);
      g_assert_cmpstr (got, ==, expected->str);
    }
}

static void
test_gen_uva (void)
{
  g_autoptr (GHashTable) memo = g_hash_table_new (NULL, NULL);
  g_autofree char *input = gen ("uva-10111", "200", 7);
  g_autofree char *got = judge ("uva-10111", input);
  g_auto (GStrv) lines = g_strsplit (input, "\n", -1);
  g_autoptr (GString) expected = g_string_new (NULL);
  int wins = 0;

  init_lines4 ();
  g_assert_cmpuint (g_strv_length (lines), ==, 5 * 200 + 2);
  g_assert_cmpstr (lines[5 * 200], ==, "$");
  for (int i = 0; i < 200; i++)
    {
      char b[17];
      int found = -1;

      g_assert_cmpstr (lines[5 * i], ==, "?");
      for (int r = 0; r < 4; r++)
        {
          g_assert_cmpuint (strlen (lines[5 * i + 1 + r]), ==, 4);
          memcpy (b + 4 * r, lines[5 * i + 1 + r], 4);
        }
      b[16] = '\0';
      g_assert_cmpuint (strspn (b, ".xo"), ==, 16);
      g_assert_cmpint (ref_count (b, 16, 'x'), ==, ref_count (b, 16, 'o'));
      g_assert_false (ref_has_line4 (b, 'x'));
      g_assert_false (ref_has_line4 (b, 'o'));
      g_assert_cmpint (ref_count (b, 16, '.'), >, 0);
      for (int c = 0; c < 16 && found < 0; c++)
        if (b[c] == '.')
          {
            b[c] = 'x';
            if (ref_has_line4 (b, 'x') || ref_wdl4 (b, memo) == -1)
              found = c;
            b[c] = '.';
          }
      if (found < 0)
        g_string_append (expected, "#####\n");
      else
        {
          g_string_append_printf (expected, "(%d,%d)\n", found / 4, found % 4);
          wins++;
        }
    }
  g_test_message ("%d of 200 puzzles have a winning move", wins);
  g_assert_cmpint (wins, >, 0);
  g_assert_cmpstr (got, ==, expected->str);
}

static void
test_gen_full_board (void)
{
  g_autofree gint8 *memo = g_new (gint8, 19683 * 2);
  g_autofree char *input = gen ("full-board-lines", "300", 3);
  g_autofree char *got = judge ("full-board-lines", input);
  g_auto (GStrv) lines = g_strsplit (input, "\n", -1);
  g_autoptr (GString) expected = g_string_new (NULL);

  memset (memo, 100, 19683 * 2);
  g_assert_cmpstr (lines[0], ==, "300");
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 4 * 300 + 1);
  for (int i = 0; i < 300; i++)
    {
      const char *side = lines[1 + 4 * i];
      char b[10];

      g_assert_true (strcmp (side, "0") == 0 || strcmp (side, "1") == 0);
      for (int r = 0; r < 3; r++)
        {
          g_assert_cmpuint (strlen (lines[2 + 4 * i + r]), ==, 3);
          memcpy (b + 3 * r, lines[2 + 4 * i + r], 3);
        }
      b[9] = '\0';
      g_assert_cmpuint (strspn (b, ".XO"), ==, 9);
      g_string_append_printf (expected, "%d\n", ref_full3 (b, side[0] == '1' ? 'O' : 'X', memo));
    }
  g_assert_cmpstr (got, ==, expected->str);
}

static void
test_gen_reproducible (void)
{
  static const char *const names[] = { "ccf-201803-4", "uva-10111",
                                       "full-board-lines", "random-opponent" };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *a = gen (names[i], "20", 42);
      g_autofree char *b = gen (names[i], "20", 42);
      g_autofree char *c = gen (names[i], "20", 43);
      g_assert_cmpstr (a, ==, b);
      g_assert_cmpstr (a, !=, c);
    }
}

/* gen random-opponent: per game "first|second" and a permutation of 1..9. */
static void
test_gen_random_opponent (void)
{
  g_autofree char *text = gen ("random-opponent", "100", 5);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int firsts = 0;

  g_assert_cmpuint (g_strv_length (lines), ==, 101);
  for (int i = 0; i < 100; i++)
    {
      g_auto (GStrv) words = g_strsplit (lines[i], " ", -1);
      guint seen = 0;

      g_assert_cmpuint (g_strv_length (words), ==, 10);
      g_assert_true (strcmp (words[0], "first") == 0 || strcmp (words[0], "second") == 0);
      firsts += words[0][0] == 'f';
      for (int k = 1; k < 10; k++)
        {
          g_assert_cmpuint (strlen (words[k]), ==, 1);
          g_assert_true (words[k][0] >= '1' && words[k][0] <= '9');
          seen |= 1u << (words[k][0] - '0');
        }
      g_assert_cmpuint (seen, ==, 0x3feu);
    }
  g_assert_cmpint (firsts, >, 0);
  g_assert_cmpint (firsts, <, 100);
}

/* ------------------------------------------------------------------------ */
/* The referee: random-opponent over pipes                                  */

static gboolean
sums_to_15 (guint taken)
{
  for (int a = 1; a <= 9; a++)
    for (int b = a + 1; b <= 9; b++)
      {
        int c = 15 - a - b;
        if (c > b && c <= 9 && (taken >> a & 1) && (taken >> b & 1) && (taken >> c & 1))
          return TRUE;
      }
  return FALSE;
}

static void
referee_say (GOutputStream *to, const char *line)
{
  g_autoptr (GError) error = NULL;

  g_output_stream_write_all (to, line, strlen (line), NULL, NULL, &error);
  g_assert_no_error (error);
}

static int
referee_ask (GOutputStream *to, GDataInputStream *from, int last, guint taken)
{
  g_autofree char *ask = g_strdup_printf ("choose %d\n", last);
  g_autofree char *answer = NULL;
  g_autoptr (GError) error = NULL;
  guint64 n;

  referee_say (to, ask);
  answer = g_data_input_stream_read_line (from, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (answer);
  g_assert_true (g_ascii_string_to_unsigned (answer, 10, 1, 9, &n, NULL));
  /* never a number already taken by anybody */
  g_assert_false (taken >> n & 1);
  return (int) n;
}

static void
test_referee (void)
{
  const int games = 2000;
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GDataInputStream) from = NULL;
  GOutputStream *to;
  GRand *rand = g_rand_new_with_seed (2024);
  double total[2] = { 0, 0 };
  int played[2] = { 0, 0 };
  double mean;

  proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                           &error, NOUGHTS_CLI, "judge", "random-opponent", NULL);
  g_assert_no_error (error);
  to = g_subprocess_get_stdin_pipe (proc);
  from = g_data_input_stream_new (g_subprocess_get_stdout_pipe (proc));

  for (int g = 0; g < games; g++)
    {
      const gboolean we_open = g % 2 == 0;
      guint ours = 0, theirs = 0;
      int last = 0, payoff = 0;
      gboolean opponent_turn = !we_open;

      referee_say (to, we_open ? "newgame first\n" : "newgame second\n");
      for (;;)
        {
          if ((ours | theirs) == 0x3feu)
            break;       /* a draw */
          if (opponent_turn)
            {
              int free_numbers[9], n = 0;
              for (int k = 1; k <= 9; k++)
                if (!((ours | theirs) >> k & 1))
                  free_numbers[n++] = k;
              last = free_numbers[g_rand_int_range (rand, 0, n)];
              theirs |= 1u << last;
              if (sums_to_15 (theirs))
                {
                  payoff = -10;
                  break;
                }
            }
          else
            {
              int n = referee_ask (to, from, last, ours | theirs);
              ours |= 1u << n;
              if (sums_to_15 (ours))
                {
                  payoff = 1;
                  break;
                }
            }
          opponent_turn = !opponent_turn;
        }
      total[!we_open] += payoff;
      played[!we_open]++;
    }
  referee_say (to, "quit\n");
  g_output_stream_close (to, NULL, NULL);
  g_subprocess_wait_check (proc, NULL, &error);
  g_assert_no_error (error);

  mean = (total[0] + total[1]) / games;
  g_test_message ("mean payoff %.4f (opening %.4f, second %.4f)", mean,
                  total[0] / played[0], total[1] / played[1]);
  g_assert_cmpfloat (fabs (mean - (191.0 / 192 + 866.0 / 945) / 2), <, 0.03);
  g_rand_free (rand);
}

/* The exact expected payoff of our answers: every choice of the random
 * opponent is explored, replaying the game from `newgame` for each branch
 * (our answers are deterministic). Returns the expectation after the
 * opponent has played seq[0..len). */
static double
explore (GOutputStream *to, GDataInputStream *from, gboolean we_open,
         int *seq, int len)
{
  guint ours = 0, theirs = 0;
  double sum = 0;
  int free_count = 0;

  referee_say (to, we_open ? "newgame first\n" : "newgame second\n");
  for (int i = we_open ? -1 : 0; i < len; i++)
    {
      int n;
      if (i >= 0)
        theirs |= 1u << seq[i];
      n = referee_ask (to, from, i >= 0 ? seq[i] : 0, ours | theirs);
      ours |= 1u << n;
      if (sums_to_15 (ours))
        return 1;
      if ((ours | theirs) == 0x3feu)
        return 0;
    }
  for (int m = 1; m <= 9; m++)
    if (!((ours | theirs) >> m & 1))
      {
        free_count++;
        if (sums_to_15 (theirs | 1u << m))
          sum += -10;
        else if ((ours | theirs | 1u << m) == 0x3feu)
          sum += 0;
        else
          {
            seq[len] = m;
            sum += explore (to, from, we_open, seq, len + 1);
          }
      }
  return sum / free_count;
}

static void
test_referee_exact (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GDataInputStream) from = NULL;
  GOutputStream *to;
  int seq[9];
  double first, second;

  proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                           &error, NOUGHTS_CLI, "judge", "random-opponent", NULL);
  g_assert_no_error (error);
  to = g_subprocess_get_stdin_pipe (proc);
  from = g_data_input_stream_new (g_subprocess_get_stdout_pipe (proc));
  first = explore (to, from, TRUE, seq, 0);
  second = explore (to, from, FALSE, seq, 0);
  g_output_stream_close (to, NULL, NULL);
  g_subprocess_wait_check (proc, NULL, &error);
  g_assert_no_error (error);
  g_test_message ("exact expectation: opening %.9f, second %.9f", first, second);
  g_assert_cmpfloat (fabs (first - 191.0 / 192), <, 1e-9);
  g_assert_cmpfloat (fabs (second - 866.0 / 945), <, 1e-9);
}

/* ------------------------------------------------------------------------ */
/* Malformed inputs: exit 2, nothing for the faulty case, one stderr line    */

typedef struct {
  const char *name;
  const char *problem;
  const char *input;
  const char *out;       /* answers of the cases before the fault */
  const char *where;     /* must appear in the message */
} Malformed;

#define CCF_OK1 "1 2 1\n2 1 2\n0 0 0\n"
#define CCF_OK2 "2 1 1\n0 2 1\n0 0 2\n"
#define UVA_OK "?\no...\n.ox.\n.xxx\nxooo\n"

static const Malformed malformed[] = {
  { "p1917-truncated", "luogu-p1917", "---\n-O-\n", "", "case 1, line 3:" },
  { "p1917-empty", "luogu-p1917", "", "", "case 1, line 1:" },
  { "p1917-long-row", "luogu-p1917", "---\n-O--\n---\n", "", "case 1, line 2:" },
  { "p1917-short-row", "luogu-p1917", "---\n-O\n---\n", "", "case 1, line 2:" },
  { "p1917-bad-char", "luogu-p1917", "---\n-o-\n---\n", "", "case 1, line 2:" },
  { "p1917-double-win", "luogu-p1917", "OOO\nXXX\n---\n", "", "case 1, line 1:" },
  { "p1917-wrong-side", "luogu-p1917", "X--\n---\n---\n", "", "case 1, line 1:" },
  { "p1917-counts", "luogu-p1917", "OOO\n-X-\n---\n", "", "case 1, line 1:" },
  { "p1917-unreachable", "luogu-p1917", "OOO\nOXX\nXX-\n", "", "case 1, line 1:" },
  { "p1917-extra", "luogu-p1917", "---\n---\n---\n---\n", "", "line 4:" },
  { "ccf-t-too-large", "ccf-201803-4", "3\n" CCF_OK1 CCF_OK2, "3\n-4\n", "case 3, line 8:" },
  { "ccf-truncated-board", "ccf-201803-4", "2\n" CCF_OK1 "0 0 0\n", "3\n", "case 2, line 6:" },
  { "ccf-count-line", "ccf-201803-4", "x\n", "", "line 1:" },
  { "ccf-count-two", "ccf-201803-4", "1 2\n", "", "line 1:" },
  { "ccf-few-numbers", "ccf-201803-4", "2\n" CCF_OK1 "0 0 0\n0 0\n0 0 0\n", "3\n", "case 2, line 6: expected 3 numbers, found 2" },
  { "ccf-many-numbers", "ccf-201803-4", "1\n0 0 0 0\n0 0 0\n0 0 0\n", "", "case 1, line 2:" },
  { "ccf-bad-number", "ccf-201803-4", "1\n0 0 0\n0 3 0\n0 0 0\n", "", "case 1, line 3:" },
  { "ccf-bad-char", "ccf-201803-4", "1\n0 0 0\n0 a 0\n0 0 0\n", "", "case 1, line 3:" },
  { "ccf-wrong-side", "ccf-201803-4", "2\n" CCF_OK1 "1 0 0\n0 0 0\n0 0 0\n", "3\n", "case 2, line 5:" },
  { "ccf-counts", "ccf-201803-4", "1\n2 2 0\n0 0 0\n0 0 0\n", "", "case 1, line 2:" },
  { "ccf-double-win", "ccf-201803-4", "1\n1 1 1\n2 2 2\n0 0 0\n", "", "case 1, line 2:" },
  { "ccf-unreachable", "ccf-201803-4", "1\n1 1 1\n2 2 0\n2 0 0\n", "", "case 1, line 2:" },
  { "ccf-extra", "ccf-201803-4", "1\n" CCF_OK1 CCF_OK2, "3\n", "line 5:" },
  { "uva-no-dollar", "uva-10111", UVA_OK, "(0,1)\n", "case 2, line 6:" },
  { "uva-truncated", "uva-10111", UVA_OK "?\n....\n", "(0,1)\n", "case 2, line 8:" },
  { "uva-not-question", "uva-10111", "!\n", "", "case 1, line 1:" },
  { "uva-short-row", "uva-10111", "?\n...\n", "", "case 1, line 2:" },
  { "uva-bad-char", "uva-10111", UVA_OK "?\n....\n..X.\n....\n....\n$\n", "(0,1)\n", "case 2, line 8:" },
  { "uva-wrong-side", "uva-10111", "?\nx...\n....\n....\n....\n$\n", "", "case 1, line 2:" },
  { "uva-double-win", "uva-10111", "?\nxxxx\noooo\n....\n....\n$\n", "", "case 1, line 2:" },
  { "uva-after-dollar", "uva-10111", UVA_OK "$\n?\n", "(0,1)\n", "line 7:" },
  { "full-t-too-large", "full-board-lines", "2\n1\nOOO\nOOO\nOOO\n", "8\n", "case 2, line 6:" },
  { "full-bad-side", "full-board-lines", "1\n2\n...\n...\n...\n", "", "case 1, line 2:" },
  { "full-bad-char", "full-board-lines", "1\n0\n...\n.x.\n...\n", "", "case 1, line 4:" },
  { "full-short-row", "full-board-lines", "1\n0\n...\n..\n...\n", "", "case 1, line 4:" },
  { "full-truncated", "full-board-lines", "1\n0\n...\n", "", "case 1, line 4:" },
  { "ro-before-newgame", "random-opponent", "choose 0\n", "", "line 1:" },
  { "ro-out-of-range", "random-opponent", "newgame second\nchoose 10\n", "", "game 1, line 2:" },
  { "ro-not-number", "random-opponent", "newgame second\nchoose five\n", "", "game 1, line 2:" },
  { "ro-open-nonzero", "random-opponent", "newgame first\nchoose 4\n", "", "game 1, line 2:" },
  { "ro-second-zero", "random-opponent", "newgame second\nchoose 0\n", "", "game 1, line 2:" },
  { "ro-bad-newgame", "random-opponent", "newgame third\n", "", "random-opponent: line 1:" },
  { "ro-unknown", "random-opponent", "newgame first\nhello\n", "", "game 1, line 2:" },
};

static void
test_malformed (gconstpointer data)
{
  const Malformed *m = data;
  CliRun run;

  cli_run (&run, m->input, (const char *[]) { "judge", m->problem, NULL });
  g_test_message ("stderr: %s", run.err);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, m->out);
  g_assert_true (g_str_has_prefix (run.err, "noughts-cli: judge "));
  g_assert_nonnull (strstr (run.err, m->problem));
  g_assert_nonnull (strstr (run.err, m->where));
  /* one line */
  g_assert_true (g_str_has_suffix (run.err, "\n"));
  g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
  cli_run_clear (&run);
}

/* A number we answered ourselves, sent back as the opponent's. */
static void
test_taken_by_us (void)
{
  CliRun run;
  g_autofree char *input = NULL;

  cli_run (&run, "newgame first\nchoose 0\n", (const char *[]) { "judge", "random-opponent", NULL });
  g_assert_cmpint (run.status, ==, 0);
  input = g_strdup_printf ("newgame first\nchoose 0\nchoose %s", run.out);
  cli_run_clear (&run);
  cli_run (&run, input, (const char *[]) { "judge", "random-opponent", NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "game 1, line 3:"));
  g_assert_nonnull (strstr (run.err, "taken"));
  cli_run_clear (&run);
}

int
main (int argc, char **argv)
{
  static const char *const samples[] = { "luogu-p1917-1", "luogu-p1917-2", "ccf-201803-4",
                                         "uva-10111", "full-board-lines" };

  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree char *path = g_strdup_printf ("/judge/sample/%s", samples[i]);
      g_test_add_data_func (path, samples[i], test_sample);
    }
  g_test_add_func ("/judge/list", test_list);
  g_test_add_func ("/judge/gen/luogu-p1917", test_gen_p1917);
  g_test_add_func ("/judge/gen/ccf-201803-4", test_gen_ccf);
  g_test_add_func ("/judge/gen/uva-10111", test_gen_uva);
  g_test_add_func ("/judge/gen/full-board-lines", test_gen_full_board);
  g_test_add_func ("/judge/gen/random-opponent", test_gen_random_opponent);
  g_test_add_func ("/judge/gen/reproducible", test_gen_reproducible);
  g_test_add_func ("/judge/referee/random", test_referee);
  g_test_add_func ("/judge/referee/exact", test_referee_exact);
  for (gsize i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_autofree char *path = g_strdup_printf ("/judge/malformed/%s", malformed[i].name);
      g_test_add_data_func (path, &malformed[i], test_malformed);
    }
  g_test_add_func ("/judge/malformed/ro-taken-by-us", test_taken_by_us);
  return g_test_run ();
}
