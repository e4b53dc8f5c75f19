/* cli-gen.c — `noughts-cli gen PROBLEM [--count N] [--seed S]`: a random
 * input meeting the guarantees of a judge problem (problems.md). Positions
 * come from random play from the empty board, so they are reachable; the
 * same seed always gives the same text (GRand, seeded). */

#include <stdio.h>
#include <string.h>

#include "mnk.h"
#include "cli-judge.h"

#define GEN_MAX_COUNT 1000000

typedef struct {
  guint64 count;
  gboolean count_given;
  guint32 seed;
  int max_pieces;          /* luogu-p1917 only */
  gboolean max_pieces_given;
} GenOptions;

/* One random move on an empty cell; FALSE if the game is already over (a
 * line, or a full board). */
static gboolean
random_step (GRand *rand, MnkPosition *pos)
{
  const int cells = pos->game.rows * pos->game.cols;
  int empty[MNK_MAX_CELLS];
  int n = 0;

  if (mnk_position_status (pos, MNK_SCORE_WDL) != MNK_STATUS_ONGOING)
    return FALSE;
  for (int c = 0; c < cells; c++)
    if (mnk_position_get (pos, c) == MNK_PIECE_EMPTY)
      empty[n++] = c;
  mnk_position_play (pos, empty[g_rand_int_range (rand, 0, n)]);
  return TRUE;
}

/* Random play from the empty board of `game` for `plies` moves. FALSE if the
 * game ended before the last of them. */
static gboolean
random_play (GRand *rand, const MnkGame *game, int plies, MnkPosition *pos)
{
  mnk_position_init (pos, game);
  for (int p = 0; p < plies; p++)
    if (!random_step (rand, pos))
      return FALSE;
  return TRUE;
}

/* A uniformly random order of a[0..n) (Fisher-Yates). */
static void
shuffle (GRand *rand, int *a, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      const int j = g_rand_int_range (rand, 0, i + 1);
      const int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
}

/* Writes the board as rows of characters: chars[piece]. */
static void
print_rows (const MnkPosition *pos, const char chars[3], gboolean spaced)
{
  const int rows = pos->game.rows, cols = pos->game.cols;

  for (int r = 0; r < rows; r++)
    {
      for (int c = 0; c < cols; c++)
        {
          if (spaced && c > 0)
            putchar (' ');
          putchar (chars[mnk_position_get (pos, r * cols + c)]);
        }
      putchar ('\n');
    }
}

/* One position, O (xiaoa) first, 0..max_pieces stones. A game won on the
 * way stops there: such a position is still legal and judged as it stands. */
static void
gen_p1917 (GRand *rand, const GenOptions *options)
{
  const MnkGame game = { 3, 3, 3, MNK_PIECE_O };
  const int target = g_rand_int_range (rand, 0, options->max_pieces + 1);
  MnkPosition pos;

  mnk_position_init (&pos, &game);
  for (int p = 0; p < target && random_step (rand, &pos); p++)
    ;
  print_rows (&pos, "-XO", FALSE);
}

/* T boards with X to move: an even number of plies. A board O has already
 * won is allowed (problems.md: scored as it stands); X cannot have won with
 * X to move, so a walk where X wins is drawn again. */
static void
gen_ccf (GRand *rand, const GenOptions *options)
{
  const MnkGame game = { 3, 3, 3, MNK_PIECE_X };

  printf ("%" G_GUINT64_FORMAT "\n", options->count);
  for (guint64 i = 0; i < options->count; i++)
    {
      MnkPosition pos;

      while (!random_play (rand, &game, 2 * g_rand_int_range (rand, 0, 5), &pos))
        ;
      print_rows (&pos, "012", TRUE);
    }
}

/* Puzzles with x to move and the game not over: 4 to 14 stones. */
static void
gen_uva (GRand *rand, const GenOptions *options)
{
  const MnkGame game = { 4, 4, 4, MNK_PIECE_X };

  for (guint64 i = 0; i < options->count; i++)
    {
      MnkPosition pos;

      while (!random_play (rand, &game, 2 * g_rand_int_range (rand, 2, 8), &pos)
             || mnk_position_status (&pos, MNK_SCORE_WDL) != MNK_STATUS_ONGOING)
        ;
      puts ("?");
      print_rows (&pos, ".xo", FALSE);
    }
  puts ("$");
}

/* Any counts of pieces: a number of empty cells from 0 to 9, the others
 * X or O at random, and a random side to move. */
static void
gen_full_board (GRand *rand, const GenOptions *options)
{
  const MnkGame game = { 3, 3, 3, MNK_PIECE_O };

  printf ("%" G_GUINT64_FORMAT "\n", options->count);
  for (guint64 i = 0; i < options->count; i++)
    {
      MnkPosition pos;
      int cells[9];
      const int empty = g_rand_int_range (rand, 0, 10);

      mnk_position_init (&pos, &game);
      for (int c = 0; c < 9; c++)
        cells[c] = c;
      shuffle (rand, cells, 9);
      for (int c = empty; c < 9; c++)
        mnk_position_set (&pos, cells[c],
                          g_rand_boolean (rand) ? MNK_PIECE_X : MNK_PIECE_O);
      printf ("%d\n", g_rand_boolean (rand) ? 1 : 0);
      print_rows (&pos, ".XO", FALSE);
    }
}

/* random-opponent is interactive: no file can be its input, because the
 * referee's lines depend on our answers. What a referee needs from a seed is
 * the opponent's randomness, so this writes one line per game: who opens,
 * then the opponent's order of preference over 1..9 (it takes the first
 * number of its list still free). */
static void
gen_random_opponent (GRand *rand, const GenOptions *options)
{
  for (guint64 i = 0; i < options->count; i++)
    {
      int numbers[9];

      for (int k = 0; k < 9; k++)
        numbers[k] = k + 1;
      shuffle (rand, numbers, 9);
      fputs (g_rand_boolean (rand) ? "first" : "second", stdout);
      for (int k = 0; k < 9; k++)
        printf (" %d", numbers[k]);
      putchar ('\n');
    }
}

typedef struct {
  const char *name;
  const char *writes;
  void (*run) (GRand *rand, const GenOptions *options);
} GenProblem;

static const GenProblem gen_problems[] = {
  { "luogu-p1917", "one position, O first, at most --max-pieces pieces (default 3)",
    gen_p1917 },
  { "ccf-201803-4", "T = N boards, X to move, reachable, maybe already won by O",
    gen_ccf },
  { "uva-10111", "N puzzles, x to move, 4 to 14 pieces, not finished, then $",
    gen_uva },
  { "full-board-lines", "T = N cases with any counts of pieces and a random mover",
    gen_full_board },
  { "random-opponent", "N games: \"first\"/\"second\" (who opens: we / the opponent)\n"
    "                  then the opponent's preference order over 1..9",
    gen_random_opponent },
};

static void
gen_help (void)
{
  fputs ("Usage: noughts-cli gen PROBLEM [--count N] [--seed S] [--max-pieces P]\n"
         "\n"
         "Writes a random input for PROBLEM that meets the problem's guarantees;\n"
         "positions come from random play from the empty board (so they are\n"
         "reachable, with the right side to move and never won by both).\n"
         "The same --seed (0 to 4294967295, default 1) gives the same text.\n"
         "--count N: how many cases, 0 to 1000000 (default 10).\n"
         "\n", stdout);
  for (gsize i = 0; i < G_N_ELEMENTS (gen_problems); i++)
    printf ("%-18s%s\n", gen_problems[i].name, gen_problems[i].writes);
  fputs ("\n"
         "luogu-p1917 takes a single position: --count may only be 1. The original\n"
         "guarantees at most 3 pieces; --max-pieces P (0 to 9) allows more (a game\n"
         "won on the way stops there, which judge answers as it stands).\n"
         "random-opponent is interactive, so no file can be its input: gen writes\n"
         "what a referee needs from the seed instead, one line per game, e.g.\n"
         "\"second 4 9 2 3 5 7 8 1 6\": the opponent opens, and it takes the first\n"
         "number of its list that is still free.\n", stdout);
}

static int
gen_usage_error (const char *format, const char *arg)
{
  fputs ("noughts-cli: gen: ", stderr);
  fprintf (stderr, format, arg);
  fputs (" (see noughts-cli gen --help)\n", stderr);
  return 2;
}

static gboolean
parse_unsigned (const char *text, guint64 max, guint64 *out)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, out, NULL);
}

int
noughts_cli_gen (int argc, char **argv)
{
  GenOptions options = { 10, FALSE, 1, 3, FALSE };
  const GenProblem *problem = NULL;
  g_autoptr (GRand) rand = NULL;

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      const char *value = NULL;
      const char *option = NULL;
      guint64 v;

      if (strcmp (arg, "--help") == 0 || strcmp (arg, "-h") == 0)
        {
          gen_help ();
          return 0;
        }
      if (g_str_has_prefix (arg, "--"))
        {
          const char *eq = strchr (arg, '=');
          static const char *const known[] = { "--count", "--seed", "--max-pieces" };
          g_autofree char *name = eq != NULL ? g_strndup (arg, eq - arg) : g_strdup (arg);

          for (gsize k = 0; k < G_N_ELEMENTS (known); k++)
            if (strcmp (name, known[k]) == 0)
              option = known[k];
          if (option == NULL)
            return gen_usage_error ("unknown option \"%s\"", arg);
          if (eq != NULL)
            value = eq + 1;
          else if (i + 1 < argc)
            value = argv[++i];
          else
            return gen_usage_error ("%s needs a value", option);

          if (strcmp (option, "--count") == 0)
            {
              if (!parse_unsigned (value, GEN_MAX_COUNT, &v))
                return gen_usage_error ("--count: \"%s\" is not a whole number from 0 to 1000000", value);
              options.count = v;
              options.count_given = TRUE;
            }
          else if (strcmp (option, "--seed") == 0)
            {
              if (!parse_unsigned (value, G_MAXUINT32, &v))
                return gen_usage_error ("--seed: \"%s\" is not a whole number from 0 to 4294967295", value);
              options.seed = (guint32) v;
            }
          else
            {
              if (!parse_unsigned (value, 9, &v))
                return gen_usage_error ("--max-pieces: \"%s\" is not a whole number from 0 to 9", value);
              options.max_pieces = (int) v;
              options.max_pieces_given = TRUE;
            }
          continue;
        }
      if (problem != NULL)
        return gen_usage_error ("unexpected argument \"%s\"", arg);
      for (gsize k = 0; k < G_N_ELEMENTS (gen_problems); k++)
        if (strcmp (arg, gen_problems[k].name) == 0)
          problem = &gen_problems[k];
      if (problem == NULL)
        return gen_usage_error ("unknown problem \"%s\"", arg);
    }
  if (problem == NULL)
    return gen_usage_error ("%s", "missing PROBLEM");

  if (problem->run == gen_p1917)
    {
      if (options.count_given && options.count != 1)
        return gen_usage_error ("%s", "luogu-p1917 takes a single position: --count may only be 1");
    }
  else if (options.max_pieces_given)
    return gen_usage_error ("--max-pieces is for luogu-p1917 only, not %s", problem->name);

  rand = g_rand_new_with_seed (options.seed);
  problem->run (rand, &options);
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      fprintf (stderr, "noughts-cli: gen %s: cannot write the output\n", problem->name);
      return 1;
    }
  return 0;
}
