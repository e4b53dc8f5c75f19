/* cli-judge.c — `noughts-cli judge PROBLEM`: reads a classic judge
 * problem's input on stdin and writes the judge's expected output on stdout
 * (problems.md). Each problem is a thin reader and writer over one MnkSolver;
 * anything that breaks the problem's format or guarantees stops the run with
 * exit status 2 and one line on stderr naming the case and the input line. */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mnk.h"
#include "cli-judge.h"

#define EXIT_OK 0
#define EXIT_FAILURE_OTHER 1
#define EXIT_BAD_INPUT 2

/* ------------------------------------------------------------------------ */
/* Reading lines and reporting where they went wrong                        */

typedef struct {
  FILE *in;
  const char *problem;
  const char *unit;      /* "case" or "game" */
  char *buf;
  size_t cap;
  gsize len;             /* of the current line, without its line ending */
  int lineno;            /* of the current line, 1-based; at EOF the line after the last */
  int case_no;           /* 0 outside any case */
  const char *eof_note;  /* what end of input before a case's first row means */
  char *error;           /* the first failure, already with its place */
} JudgeReader;

static void
reader_init (JudgeReader *r, FILE *in, const char *problem, const char *unit)
{
  memset (r, 0, sizeof *r);
  r->in = in;
  r->problem = problem;
  r->unit = unit;
}

static void
reader_clear (JudgeReader *r)
{
  free (r->buf);
  g_free (r->error);
}

/* The next line without "\n" or "\r\n", or NULL at end of input. */
static const char *
reader_next (JudgeReader *r)
{
  ssize_t n = getline (&r->buf, &r->cap, r->in);

  r->lineno++;
  if (n < 0)
    {
      r->len = 0;
      return NULL;
    }
  if (n > 0 && r->buf[n - 1] == '\n')
    n--;
  if (n > 0 && r->buf[n - 1] == '\r')
    n--;
  r->buf[n] = '\0';
  r->len = (gsize) n;
  return r->buf;
}

/* Records a failure at the current line (and case, if any); returns FALSE
 * so that readers can `return fail (r, ...)`. Only the first one counts. */
static gboolean G_GNUC_PRINTF (2, 3)
fail (JudgeReader *r, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  if (r->error != NULL)
    return FALSE;
  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  if (r->case_no > 0)
    r->error = g_strdup_printf ("%s %d, line %d: %s", r->unit, r->case_no,
                                r->lineno, what);
  else
    r->error = g_strdup_printf ("line %d: %s", r->lineno, what);
  return FALSE;
}

static int
report (JudgeReader *r)
{
  fflush (stdout);
  fprintf (stderr, "noughts-cli: judge %s: %s\n", r->problem, r->error);
  return EXIT_BAD_INPUT;
}

static gboolean
is_blank (const char *line)
{
  for (; *line != '\0'; line++)
    if (!g_ascii_isspace (*line))
      return FALSE;
  return TRUE;
}

/* Trailing blanks are forgiven (editors leave them); nothing else is. */
static void
strip_trailing_blanks (JudgeReader *r)
{
  while (r->len > 0 && (r->buf[r->len - 1] == ' ' || r->buf[r->len - 1] == '\t'))
    r->buf[--r->len] = '\0';
}

/* After the last case only blank lines may follow. */
static gboolean
expect_end (JudgeReader *r, const char *after)
{
  const char *line;

  r->case_no = 0;
  while ((line = reader_next (r)) != NULL)
    if (!is_blank (line))
      return fail (r, "unexpected text after %s: \"%.20s\"", after, line);
  return TRUE;
}

/* A printable excerpt of a byte for messages. */
static const char *
char_name (char c, char buf[8])
{
  if (g_ascii_isgraph (c))
    g_snprintf (buf, 8, "'%c'", c);
  else if (c == ' ')
    g_snprintf (buf, 8, "a space");
  else if (c == '\t')
    g_snprintf (buf, 8, "a tab");
  else
    g_snprintf (buf, 8, "0x%02x", (guint) (guchar) c);
  return buf;
}

/* Reads the line of a board's row; at end of input, says what is missing. */
static gboolean
next_row (JudgeReader *r, int row)
{
  if (reader_next (r) != NULL)
    return TRUE;
  if (row == 0 && r->eof_note != NULL)
    return fail (r, "unexpected end of input: %s", r->eof_note);
  return fail (r, "unexpected end of input, expected row %d of the board", row + 1);
}

/* Reads one board row of `cols` characters; chars[i] maps to the pieces in
 * pieces[i]. Fills row_pieces. `what` names the row for messages. */
static gboolean
read_char_row (JudgeReader *r, int row, int cols, const char *chars,
               const MnkPiece *pieces, MnkPiece *row_pieces)
{
  if (!next_row (r, row))
    return FALSE;
  strip_trailing_blanks (r);
  if (r->len != (gsize) cols)
    return fail (r, "row %d: expected %d characters, found %" G_GSIZE_FORMAT,
                 row + 1, cols, r->len);
  for (int c = 0; c < cols; c++)
    {
      const char *hit = r->buf[c] != '\0' ? strchr (chars, r->buf[c]) : NULL;
      char name[8];

      if (hit == NULL)
        return fail (r, "row %d, column %d: %s is not one of \"%s\"",
                     row + 1, c + 1, char_name (r->buf[c], name), chars);
      row_pieces[c] = pieces[hit - chars];
    }
  return TRUE;
}

/* Splits the current line on blanks. */
static char **
split_tokens (const char *line, int *n)
{
  char **parts = g_strsplit_set (line, " \t", -1);
  int k = 0;

  for (int i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0')
      parts[k++] = parts[i];
    else
      g_free (parts[i]);
  parts[k] = NULL;
  *n = k;
  return parts;
}

/* A line holding one non-negative count (T). */
static gboolean
read_count_line (JudgeReader *r, const char *what, guint64 *count)
{
  g_auto (GStrv) tokens = NULL;
  int n;

  if (reader_next (r) == NULL)
    return fail (r, "unexpected end of input, expected %s", what);
  tokens = split_tokens (r->buf, &n);
  if (n != 1)
    return fail (r, "expected 1 number (%s), found %d", what, n);
  if (!g_ascii_string_to_unsigned (tokens[0], 10, 0, G_MAXINT, count, NULL))
    return fail (r, "%s: \"%.20s\" is not a whole number from 0 to %d",
                 what, tokens[0], G_MAXINT);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Positions                                                                */

static void
position_from_pieces (MnkPosition *pos, const MnkGame *game, const MnkPiece *cells)
{
  const int n = game->rows * game->cols;

  mnk_position_init (pos, game);
  for (int i = 0; i < n; i++)
    if (cells[i] != MNK_PIECE_EMPTY)
      mnk_position_set (pos, i, cells[i]);
}

/* The side to move must be `mover`, from the counts: the first player has as
 * many stones as the second when it is to move, one more otherwise. Names
 * the players as the problem does (names[] indexed by MnkPiece). */
static gboolean
check_counts (JudgeReader *r, MnkPosition *pos, MnkPiece mover,
              const char *const names[3])
{
  const MnkPiece first = pos->game.first;
  const MnkPiece second = MNK_OTHER (first);
  const int nf = mnk_position_count (pos, first);
  const int ns = mnk_position_count (pos, second);

  if (nf != ns && nf != ns + 1)
    return fail (r, "impossible numbers of pieces: %s has %d, %s has %d "
                 "(%s moves first, so it has as many as %s or one more)",
                 names[first], nf, names[second], ns, names[first], names[second]);
  if (mover != MNK_PIECE_EMPTY)
    {
      const MnkPiece implied = nf == ns ? first : second;
      if (implied != mover)
        return fail (r, "wrong side to move: %s must be to move, but %s has %d "
                     "piece%s and %s %d, so it is %s's turn",
                     names[mover], names[first], nf, nf == 1 ? "" : "s",
                     names[second], ns, names[implied]);
    }
  pos->to_move = mover != MNK_PIECE_EMPTY ? mover : (nf == ns ? first : second);
  pos->to_move_given = FALSE;
  return TRUE;
}

static gboolean
check_legal (JudgeReader *r, const MnkPosition *pos, MnkScoreMode mode)
{
  g_autoptr (GError) error = NULL;

  if (!mnk_position_validate (pos, mode, &error))
    return fail (r, "impossible position: %s", error->message);
  return TRUE;
}

/* Checks a whole board read from `rows` lines ending at the current one;
 * faults of the whole position are reported at its first row. With
 * mover == EMPTY the side to move follows from the counts; with names ==
 * NULL the counts are not checked at all (pos->to_move set by the caller). */
static gboolean
check_board (JudgeReader *r, MnkPosition *pos, int rows, MnkPiece mover,
             const char *const names[3], MnkScoreMode mode)
{
  const int last = r->lineno;
  gboolean ok;

  r->lineno = last - rows + 1;
  ok = (names == NULL || check_counts (r, pos, mover, names))
       && check_legal (r, pos, mode);
  r->lineno = last;
  return ok;
}

static MnkSolver *
solver_for (MnkScoreMode mode)
{
  MnkSolverOptions options;

  mnk_solver_options_init (&options);
  options.mode = mode;
  return mnk_solver_new (&options);
}

static int
solver_failed (JudgeReader *r, GError *error)
{
  fflush (stdout);
  fprintf (stderr, "noughts-cli: judge %s: %s %d: %s\n", r->problem, r->unit,
           r->case_no, error->message);
  return EXIT_FAILURE_OTHER;
}

/* No limits are set, so an inexact value would be an engine fault. */
static gboolean
require_exact (JudgeReader *r, const MnkValue *value, int *status)
{
  g_autoptr (GError) error = NULL;

  if (value->exact)
    return TRUE;
  g_set_error (&error, MNK_ERROR, MNK_ERROR_TOO_LARGE,
               "the search stopped without an exact value");
  *status = solver_failed (r, error);
  return FALSE;
}

/* The value of pos, or an exit status when the solver gave none. */
static gboolean
solve_exact (JudgeReader *r, MnkSolver *solver, const MnkPosition *pos,
             MnkValue *value, int *status)
{
  g_autoptr (GError) error = NULL;

  if (!mnk_solver_solve (solver, pos, NULL, value, &error))
    {
      *status = solver_failed (r, error);
      return FALSE;
    }
  return require_exact (r, value, status);
}

/* ------------------------------------------------------------------------ */
/* luogu-p1917: 3 lines of O / X / -; O (xiaoa) moves first.                */

static const char *const p1917_names[3] = { "-", "X (uim)", "O (xiaoa)" };

static int
judge_p1917 (JudgeReader *r)
{
  static const MnkPiece pieces[] = { MNK_PIECE_O, MNK_PIECE_X, MNK_PIECE_EMPTY };
  const MnkGame game = { 3, 3, 3, MNK_PIECE_O };
  MnkPiece cells[9];
  MnkPosition pos;
  MnkValue value;
  g_autoptr (MnkSolver) solver = NULL;
  int status;

  r->case_no = 1;
  for (int row = 0; row < 3; row++)
    if (!read_char_row (r, row, 3, "OX-", pieces, cells + 3 * row))
      return report (r);
  position_from_pieces (&pos, &game, cells);
  if (!check_board (r, &pos, 3, MNK_PIECE_EMPTY, p1917_names, MNK_SCORE_WDL))
    return report (r);
  if (!expect_end (r, "the board"))
    return report (r);

  solver = solver_for (MNK_SCORE_WDL);
  if (!solve_exact (r, solver, &pos, &value, &status))
    return status;
  fputs (value.result == MNK_RESULT_O ? "xiaoa will win.\n"
         : value.result == MNK_RESULT_X ? "uim will win.\n"
         : "Dont know.\n", stdout);
  printf ("%d\n", mnk_position_count (&pos, MNK_PIECE_X)
          + mnk_position_count (&pos, MNK_PIECE_O));
  return EXIT_OK;
}

/* ------------------------------------------------------------------------ */
/* ccf-201803-4: T boards of 0 / 1 (X, first) / 2 (O), X to move.           */

static const char *const xo_names[3] = { "empty", "X", "O" };

static gboolean
read_number_row (JudgeReader *r, int row, MnkPiece *row_pieces)
{
  g_auto (GStrv) tokens = NULL;
  int n;

  if (!next_row (r, row))
    return FALSE;
  tokens = split_tokens (r->buf, &n);
  if (n != 3)
    return fail (r, "expected 3 numbers, found %d", n);
  for (int c = 0; c < 3; c++)
    {
      const char *t = tokens[c];
      if (t[1] != '\0' || t[0] < '0' || t[0] > '2')
        return fail (r, "row %d, number %d: \"%.20s\" is not 0, 1 or 2",
                     row + 1, c + 1, t);
      row_pieces[c] = (MnkPiece) (t[0] - '0');
    }
  return TRUE;
}

static int
judge_ccf (JudgeReader *r)
{
  const MnkGame game = { 3, 3, 3, MNK_PIECE_X };
  g_autoptr (MnkSolver) solver = solver_for (MNK_SCORE_QUICK);
  guint64 t;

  if (!read_count_line (r, "the number of boards T", &t))
    return report (r);
  for (guint64 i = 0; i < t; i++)
    {
      MnkPiece cells[9];
      MnkPosition pos;
      MnkValue value;
      int status;
      g_autofree char *note = g_strdup_printf ("T is %" G_GUINT64_FORMAT
                                               " but only %" G_GUINT64_FORMAT
                                               " boards were given", t, i);

      r->case_no = (int) i + 1;
      r->eof_note = note;
      for (int row = 0; row < 3; row++)
        if (!read_number_row (r, row, cells + 3 * row))
          return report (r);
      r->eof_note = NULL;
      position_from_pieces (&pos, &game, cells);
      if (!check_board (r, &pos, 3, MNK_PIECE_X, xo_names, MNK_SCORE_QUICK))
        return report (r);
      if (!solve_exact (r, solver, &pos, &value, &status))
        return status;
      /* X is to move, so the solver's score is already X's. */
      printf ("%" G_GINT64_FORMAT "\n", value.score.num);
    }
  if (!expect_end (r, "the last board"))
    return report (r);
  return EXIT_OK;
}

/* ------------------------------------------------------------------------ */
/* uva-10111: "?" + 4 rows of . x o, x to move, until "$".                  */

static int
judge_uva (JudgeReader *r)
{
  static const MnkPiece pieces[] = { MNK_PIECE_EMPTY, MNK_PIECE_X, MNK_PIECE_O };
  const MnkGame game = { 4, 4, 4, MNK_PIECE_X };
  g_autoptr (MnkSolver) solver = solver_for (MNK_SCORE_WDL);
  const char *line;

  for (int i = 1;; i++)
    {
      MnkPiece cells[16];
      MnkPosition pos;
      g_autoptr (GError) error = NULL;
      g_autoptr (MnkAnalysis) analysis = NULL;
      int best = -1;

      r->case_no = i;
      line = reader_next (r);
      if (line == NULL)
        {
          /* The format ends with "$"; a file cut short is not guessed at. */
          fail (r, "unexpected end of input, expected \"?\" or the closing \"$\"");
          return report (r);
        }
      strip_trailing_blanks (r);
      if (strcmp (line, "$") == 0)
        break;
      if (strcmp (line, "?") != 0)
        {
          fail (r, "expected \"?\" (a puzzle) or \"$\" (the end), found \"%.20s\"", line);
          return report (r);
        }
      for (int row = 0; row < 4; row++)
        if (!read_char_row (r, row, 4, ".xo", pieces, cells + 4 * row))
          return report (r);
      position_from_pieces (&pos, &game, cells);
      if (!check_board (r, &pos, 4, MNK_PIECE_X, xo_names, MNK_SCORE_WDL))
        return report (r);

      analysis = mnk_solver_analyze (solver, &pos, NULL, &error);
      if (analysis == NULL)
        return solver_failed (r, error);
      /* The first winning cell in row-major order, not the best-ordered one. */
      for (guint m = 0; m < analysis->moves->len; m++)
        {
          const MnkMoveValue *mv = &g_array_index (analysis->moves, MnkMoveValue, m);
          int status;

          if (!require_exact (r, &mv->value, &status))
            return status;
          if (mv->value.result == MNK_RESULT_X && (best < 0 || mv->cell < best))
            best = mv->cell;
        }
      if (best < 0)
        fputs ("#####\n", stdout);
      else
        printf ("(%d,%d)\n", best / 4, best % 4);
    }
  if (!expect_end (r, "the closing \"$\""))
    return report (r);
  return EXIT_OK;
}

/* ------------------------------------------------------------------------ */
/* full-board-lines: T cases of a mover line (1: O, 0: X) and 3 rows.       */

static int
judge_full_board (JudgeReader *r)
{
  static const MnkPiece pieces[] = { MNK_PIECE_EMPTY, MNK_PIECE_X, MNK_PIECE_O };
  const MnkGame game = { 3, 3, 3, MNK_PIECE_O };
  g_autoptr (MnkSolver) solver = solver_for (MNK_SCORE_LINES);
  guint64 t;

  if (!read_count_line (r, "the number of cases T", &t))
    return report (r);
  for (guint64 i = 0; i < t; i++)
    {
      MnkPiece cells[9];
      MnkPosition pos;
      MnkValue value;
      g_auto (GStrv) tokens = NULL;
      int n, status;

      r->case_no = (int) i + 1;
      if (reader_next (r) == NULL)
        {
          fail (r, "unexpected end of input: T is %" G_GUINT64_FORMAT
                " but only %" G_GUINT64_FORMAT " cases were given", t, i);
          return report (r);
        }
      tokens = split_tokens (r->buf, &n);
      if (n != 1 || (strcmp (tokens[0], "0") != 0 && strcmp (tokens[0], "1") != 0))
        {
          fail (r, "expected the side to move, 1 (O) or 0 (X), found \"%.20s\"", r->buf);
          return report (r);
        }
      for (int row = 0; row < 3; row++)
        if (!read_char_row (r, row, 3, ".XO", pieces, cells + 3 * row))
          return report (r);
      position_from_pieces (&pos, &game, cells);
      pos.to_move = tokens[0][0] == '1' ? MNK_PIECE_O : MNK_PIECE_X;
      pos.to_move_given = TRUE;    /* any counts of pieces may appear */
      if (!check_board (r, &pos, 3, MNK_PIECE_EMPTY, NULL, MNK_SCORE_LINES))
        return report (r);
      if (!solve_exact (r, solver, &pos, &value, &status))
        return status;
      /* The solver scores for the mover; the answer is O's lines - X's. */
      printf ("%" G_GINT64_FORMAT "\n",
              pos.to_move == MNK_PIECE_O ? value.score.num : -value.score.num);
    }
  if (!expect_end (r, "the last case"))
    return report (r);
  return EXIT_OK;
}

/* ------------------------------------------------------------------------ */
/* random-opponent: number scrabble, a line dialogue with a referee.        */

/* Numbers on the 3x3 board: every row, column and diagonal sums to 15, so
 * three numbers summing to 15 are exactly three in a row. */
static const int magic_square[9] = { 2, 7, 6, 9, 5, 1, 4, 3, 8 };

static int
magic_cell (int number)
{
  for (int i = 0; i < 9; i++)
    if (magic_square[i] == number)
      return i;
  return -1;
}

typedef enum {
  GAME_NONE,       /* before the first newgame */
  GAME_OUR_TURN,   /* waiting for "choose N" */
  GAME_OVER,       /* won or full; only newgame or quit may follow */
} GameState;

static int
judge_random_opponent (JudgeReader *r)
{
  const MnkGame game = { 3, 3, 3, MNK_PIECE_X };
  MnkSolverOptions options;
  g_autoptr (MnkSolver) solver = NULL;
  MnkPosition pos;
  GameState state = GAME_NONE;
  MnkPiece us = MNK_PIECE_X;
  gboolean opened = FALSE;     /* has anybody moved in this game yet */
  const char *line;

  mnk_solver_options_init (&options);
  options.mode = MNK_SCORE_EXPECTED;
  options.payoff[0] = 1;
  options.payoff[1] = 0;
  options.payoff[2] = -10;
  solver = mnk_solver_new (&options);
  mnk_position_init (&pos, &game);

  while ((line = reader_next (r)) != NULL)
    {
      g_auto (GStrv) tokens = NULL;
      int n;

      tokens = split_tokens (line, &n);
      if (n == 0)
        continue;
      if (strcmp (tokens[0], "quit") == 0 && n == 1)
        break;
      if (strcmp (tokens[0], "newgame") == 0)
        {
          if (n != 2 || (strcmp (tokens[1], "first") != 0 && strcmp (tokens[1], "second") != 0))
            {
              fail (r, "expected \"newgame first\" or \"newgame second\", found \"%.40s\"", line);
              return report (r);
            }
          /* A game may end silently (the opponent's winning number is never
           * sent), so a newgame is welcome at any point. */
          r->case_no++;
          mnk_position_init (&pos, &game);
          us = strcmp (tokens[1], "first") == 0 ? MNK_PIECE_X : MNK_PIECE_O;
          opened = FALSE;
          state = GAME_OUR_TURN;
          continue;
        }
      if (strcmp (tokens[0], "choose") == 0)
        {
          guint64 number;
          g_autoptr (GError) error = NULL;
          g_autoptr (MnkAnalysis) analysis = NULL;
          int cell;

          if (n != 2 || !g_ascii_string_to_unsigned (tokens[1], 10, 0, 9, &number, NULL))
            {
              fail (r, "expected \"choose N\" with N from 0 to 9, found \"%.40s\"", line);
              return report (r);
            }
          if (state == GAME_NONE)
            {
              fail (r, "\"choose\" before any \"newgame\"");
              return report (r);
            }
          if (state == GAME_OVER)
            {
              fail (r, "\"choose\" after the game is over; expected \"newgame\" or \"quit\"");
              return report (r);
            }
          if (number == 0)
            {
              if (us != MNK_PIECE_X || opened)
                {
                  fail (r, "choose 0 is only for our first move of a game we open;"
                        " expected the opponent's last number");
                  return report (r);
                }
            }
          else
            {
              if (us == MNK_PIECE_X && !opened)
                {
                  fail (r, "we open this game, so the first choose must be 0, found %d",
                        (int) number);
                  return report (r);
                }
              cell = magic_cell ((int) number);
              if (mnk_position_get (&pos, cell) != MNK_PIECE_EMPTY)
                {
                  fail (r, "number %d is already taken", (int) number);
                  return report (r);
                }
              mnk_position_play (&pos, cell);
              if (mnk_position_status (&pos, MNK_SCORE_EXPECTED) != MNK_STATUS_ONGOING)
                {
                  state = GAME_OVER;
                  fail (r, "number %d ends the game; nothing is left to choose", (int) number);
                  return report (r);
                }
            }
          opened = TRUE;
          analysis = mnk_solver_analyze (solver, &pos, NULL, &error);
          if (analysis == NULL)
            return solver_failed (r, error);
          if (analysis->moves->len == 0)
            {
              g_set_error (&error, MNK_ERROR, MNK_ERROR_GAME, "no move to choose");
              return solver_failed (r, error);
            }
          /* moves are best first: the first maximises our expected payoff */
          cell = g_array_index (analysis->moves, MnkMoveValue, 0).cell;
          mnk_position_play (&pos, cell);
          printf ("%d\n", magic_square[cell]);
          fflush (stdout);
          if (mnk_position_status (&pos, MNK_SCORE_EXPECTED) != MNK_STATUS_ONGOING)
            state = GAME_OVER;
          continue;
        }
      fail (r, "unknown command \"%.40s\"; expected newgame, choose or quit", line);
      return report (r);
    }
  return EXIT_OK;
}

/* ------------------------------------------------------------------------ */

typedef struct {
  const char *name;
  const char *summary;
  int (*run) (JudgeReader *r);
  const char *unit;
} JudgeProblem;

static const JudgeProblem problems[] = {
  { "luogu-p1917", "Tic-Tac-Toe II: who wins a 3x3 position, O (xiaoa) first",
    judge_p1917, "case" },
  { "ccf-201803-4", "CCF CSP 201803-4: best score of T boards, quick wins, X to move",
    judge_ccf, "case" },
  { "uva-10111", "UVa 10111: first winning move for x on 4x4, four in a row",
    judge_uva, "case" },
  { "full-board-lines", "fill the 3x3 board: best O lines - X lines",
    judge_full_board, "case" },
  { "random-opponent", "number scrabble against a random opponent (line dialogue)",
    judge_random_opponent, "game" },
};

static void
print_list (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (problems); i++)
    printf ("%-18s%s\n", problems[i].name, problems[i].summary);
}

static void
print_help (void)
{
  fputs ("Usage: noughts-cli judge PROBLEM < INPUT > OUTPUT\n"
         "       noughts-cli judge --list | --help\n"
         "\n"
         "Reads a judge problem's input on standard input and writes the judge's\n"
         "expected output on standard output, byte for byte. Problems:\n"
         "\n", stdout);
  print_list ();
  fputs ("\n"
         "Input that breaks the problem's format or guarantees (a truncated file,\n"
         "a T larger than the data, wrong numbers of numbers or characters, bad\n"
         "characters, both sides with a line, the wrong side to move, an\n"
         "unreachable position) stops the run with exit status 2 and one line on\n"
         "standard error naming the case (the game, for random-opponent) and the\n"
         "line, counted from the first line of the input. Answers to the cases\n"
         "before it are already written; the faulty case gets none.\n"
         "Trailing blanks and \\r\\n line endings are accepted, blank lines only\n"
         "after the last case.\n"
         "\n"
         "uva-10111: the input must end with its \"$\" line; end of input before\n"
         "it is an error (after the answers to the complete puzzles).\n"
         "luogu-p1917: any legal position is answered, not only those with at\n"
         "most 3 pieces; a position already won is answered as it stands.\n"
         "random-opponent: `newgame first|second`, `choose N` (answered with our\n"
         "number, flushed), `quit`; a number out of 1..9 or already taken is an\n"
         "error; blank lines are skipped. We take the number that maximises our\n"
         "expected payoff (win 1, draw 0, loss -10).\n", stdout);
}

int
noughts_cli_judge (int argc, char **argv)
{
  JudgeReader reader;
  const JudgeProblem *problem = NULL;
  int status;

  if (argc == 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    {
      print_help ();
      return EXIT_OK;
    }
  if (argc == 2 && strcmp (argv[1], "--list") == 0)
    {
      print_list ();
      return EXIT_OK;
    }
  if (argc != 2)
    {
      fprintf (stderr, "noughts-cli: judge: %s; usage: noughts-cli judge PROBLEM "
               "(see noughts-cli judge --list)\n",
               argc < 2 ? "missing PROBLEM" : "too many arguments");
      return EXIT_BAD_INPUT;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (problems); i++)
    if (strcmp (argv[1], problems[i].name) == 0)
      problem = &problems[i];
  if (problem == NULL)
    {
      fprintf (stderr, "noughts-cli: judge: unknown problem \"%s\" "
               "(see noughts-cli judge --list)\n", argv[1]);
      return EXIT_BAD_INPUT;
    }

  reader_init (&reader, stdin, problem->name, problem->unit);
  status = problem->run (&reader);
  reader_clear (&reader);
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      fprintf (stderr, "noughts-cli: judge %s: cannot write the output\n", problem->name);
      return status != EXIT_OK ? status : EXIT_FAILURE_OTHER;
    }
  return status;
}
