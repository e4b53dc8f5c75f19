/* test-solver.c — mnk_solver_analyze against a reference written here:
 * plain negamax (wdl, quick, lines) and expectimax with exact fractions
 * (expected) over the boards of ref-board.c; no pruning, no table, nothing
 * shared with src/mnk. Slow, but small enough to be obviously right.
 * For 4x4 boards from the empty board down, the /solver/deep tests keep one
 * plain negamax value per board in an array (see "deep positions"). */
#include <mnk.h>

#include <stdarg.h>
#include <string.h>

#include "ref-board.h"

/* ---- exact fractions ---------------------------------------------------- */

typedef struct {
  gint64 num, den;   /* den > 0, lowest terms */
} Frac;

static gint64
gcd64 (gint64 a, gint64 b)
{
  if (a < 0)
    a = -a;
  if (b < 0)
    b = -b;
  while (b != 0)
    {
      gint64 t = a % b;
      a = b;
      b = t;
    }
  return a;
}

static Frac
frac (gint64 num, gint64 den)
{
  gint64 d;
  g_assert_cmpint (den, !=, 0);
  if (den < 0)
    num = -num, den = -den;
  d = gcd64 (num, den);
  if (d > 1)
    num /= d, den /= d;
  return (Frac) { num, den };
}

static Frac
frac_add (Frac a, Frac b)
{
  gint64 d = gcd64 (a.den, b.den);
  return frac (a.num * (b.den / d) + b.num * (a.den / d), a.den / d * b.den);
}

static int
frac_cmp (Frac a, Frac b)
{
  __int128 l = (__int128) a.num * b.den, r = (__int128) b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

static int
frac_sign (Frac a)
{
  return a.num > 0 ? 1 : a.num < 0 ? -1 : 0;
}

/* The engine's score equals ours (as a number; lowest terms are checked
 * separately). */
static gboolean
score_equal (MnkScore s, Frac f)
{
  if (s.den <= 0)
    return FALSE;
  return (__int128) s.num * f.den == (__int128) f.num * s.den;
}

static char *
frac_string (Frac f)
{
  return f.den == 1 ? g_strdup_printf ("%" G_GINT64_FORMAT, f.num)
                    : g_strdup_printf ("%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, f.num, f.den);
}

/* ---- the reference ------------------------------------------------------ */

typedef struct {
  Frac score;    /* from the analysed mover's view */
  int plies;     /* to the end of the game with best play */
} RefValue;

typedef struct {
  const RefGeometry *g;
  MnkScoreMode mode;
  Frac payoff[3];      /* expected: win, draw, loss of the analysed mover */
  char me;             /* the analysed mover */
  char board[REF_MAX_CELLS + 1];
} Ref;

/* Is a better than b for the side whose view they are in? A win is better
 * the sooner it comes, a loss the later (DESIGN.md: the winner hurries, the
 * loser delays). */
static gboolean
ref_better (RefValue a, RefValue b)
{
  int c = frac_cmp (a.score, b.score);
  if (c != 0)
    return c > 0;
  if (frac_sign (a.score) > 0)
    return a.plies < b.plies;
  if (frac_sign (a.score) < 0)
    return a.plies > b.plies;
  return FALSE;
}

static int
lines_diff (const Ref *r, char side)
{
  return ref_count_lines (r->g, r->board, side) - ref_count_lines (r->g, r->board, ref_other (side));
}

/* The value of the stone just put on cell by side, from side's view, with
 * `empties` cells left after it: (score, plies counting that move). */
static RefValue ref_negamax (Ref *r, char side, int empties);

static RefValue
ref_after_move (Ref *r, char side, int cell, int empties)
{
  RefValue v;
  if (r->mode != MNK_SCORE_LINES && ref_line_through (r->g, r->board, cell))
    v = (RefValue) { frac (r->mode == MNK_SCORE_QUICK ? empties + 1 : 1, 1), 1 };
  else if (empties == 0)
    v = (RefValue) { frac (r->mode == MNK_SCORE_LINES ? lines_diff (r, side) : 0, 1), 1 };
  else
    {
      RefValue c = ref_negamax (r, ref_other (side), empties);
      v = (RefValue) { frac (-c.score.num, c.score.den), c.plies + 1 };
    }
  return v;
}

/* The value of a position that is not over, side to move, `empties` > 0. */
static RefValue
ref_negamax (Ref *r, char side, int empties)
{
  RefValue best = { { 0, 1 }, -1 };
  for (int cell = 0; cell < r->g->cells; cell++)
    if (r->board[cell] == '.')
      {
        RefValue v;
        r->board[cell] = side;
        v = ref_after_move (r, side, cell, empties - 1);
        r->board[cell] = '.';
        if (best.plies < 0 || ref_better (v, best))
          best = v;
      }
  return best;
}

/* Can side, to move, force a win (wdl rules) with its winning stone at most
 * `depth` plies from now? An and-or search cut at the horizon, cheap enough
 * for checking plies on boards too big for ref_negamax. */
static gboolean
ref_wins_within (Ref *r, char side, int empties, int depth)
{
  if (depth < 1)
    return FALSE;
  for (int cell = 0; cell < r->g->cells; cell++)
    if (r->board[cell] == '.')
      {
        gboolean wins;
        r->board[cell] = side;
        wins = ref_line_through (r->g, r->board, cell);
        if (!wins && depth >= 3 && empties >= 3)
          {
            /* every reply must fail to win and leave a win within depth - 2 */
            char other = ref_other (side);
            wins = TRUE;
            for (int reply = 0; reply < r->g->cells && wins; reply++)
              if (r->board[reply] == '.')
                {
                  r->board[reply] = other;
                  wins = !ref_line_through (r->g, r->board, reply)
                         && ref_wins_within (r, side, empties - 2, depth - 2);
                  r->board[reply] = '.';
                }
          }
        r->board[cell] = '.';
        if (wins)
          return TRUE;
      }
  return FALSE;
}

/* expected: r->me maximises, the other side picks uniformly at random. */
static Frac ref_expect (Ref *r, char side, int empties);

static Frac
ref_expect_after_move (Ref *r, char side, int cell, int empties)
{
  if (ref_line_through (r->g, r->board, cell))
    return side == r->me ? r->payoff[0] : r->payoff[2];
  if (empties == 0)
    return r->payoff[1];
  return ref_expect (r, ref_other (side), empties);
}

static Frac
ref_expect (Ref *r, char side, int empties)
{
  Frac best = { 0, 1 }, sum = { 0, 1 };
  int n = 0;
  for (int cell = 0; cell < r->g->cells; cell++)
    if (r->board[cell] == '.')
      {
        Frac v;
        r->board[cell] = side;
        v = ref_expect_after_move (r, side, cell, empties - 1);
        r->board[cell] = '.';
        if (n == 0 || frac_cmp (v, best) > 0)
          best = v;
        sum = frac_add (sum, v);
        n++;
      }
  return side == r->me ? best : frac (sum.num, sum.den * n);
}

typedef struct {
  MnkStatus status;
  RefValue value;
  int n_moves;
  int cells[REF_MAX_CELLS];
  RefValue moves[REF_MAX_CELLS];   /* plies: after the move */
} RefAnalysis;

static char
status_winner (MnkStatus status)
{
  return status == MNK_STATUS_X_WON ? 'x' : status == MNK_STATUS_O_WON ? 'o' : 0;
}

static void
ref_analyze (const RefGeometry *g, const char *board, char to_move, MnkScoreMode mode,
             const int payoff[3], RefAnalysis *out)
{
  Ref r = { g, mode, { frac (payoff[0], 1), frac (payoff[1], 1), frac (payoff[2], 1) }, to_move };
  int empties = 0;

  memcpy (r.board, board, g->cells + 1);
  for (int i = 0; i < g->cells; i++)
    empties += board[i] == '.';
  memset (out, 0, sizeof *out);
  out->status = ref_status (g, board, mode);

  if (out->status != MNK_STATUS_ONGOING)
    {
      char winner = status_winner (out->status);
      int sign = winner == 0 ? 0 : winner == to_move ? 1 : -1;
      out->value.plies = 0;
      switch (mode)
        {
        case MNK_SCORE_WDL: out->value.score = frac (sign, 1); break;
        case MNK_SCORE_QUICK: out->value.score = frac (sign * (empties + 1), 1); break;
        case MNK_SCORE_LINES: out->value.score = frac (lines_diff (&r, to_move), 1); break;
        case MNK_SCORE_EXPECTED: out->value.score = r.payoff[sign > 0 ? 0 : sign < 0 ? 2 : 1]; break;
        }
      return;
    }

  for (int cell = 0; cell < g->cells; cell++)
    if (r.board[cell] == '.')
      {
        RefValue v;
        r.board[cell] = to_move;
        if (mode == MNK_SCORE_EXPECTED)
          v = (RefValue) { ref_expect_after_move (&r, to_move, cell, empties - 1), 0 };
        else
          v = ref_after_move (&r, to_move, cell, empties - 1);
        r.board[cell] = '.';
        if (out->n_moves == 0 || ref_better (v, out->value))
          out->value = v;
        out->cells[out->n_moves] = cell;
        out->moves[out->n_moves] = (RefValue) { v.score, v.plies - 1 };
        out->n_moves++;
      }
  if (mode == MNK_SCORE_EXPECTED)
    out->value.plies = -1;
}

/* ---- comparing the engine with the reference ---------------------------- */

typedef struct {
  const char *what;
  guint checked;
  guint failures;
} Tally;

static void G_GNUC_PRINTF (2, 3)
fail (Tally *t, const char *format, ...)
{
  va_list args;
  t->failures++;
  if (t->failures > 25)
    return;
  va_start (args, format);
  {
    g_autofree char *message = g_strdup_vprintf (format, args);
    g_test_message ("FAIL %s: %s", t->what, message);
  }
  va_end (args);
}

static void
tally_done (Tally *t)
{
  g_test_message ("%s: %u analyses compared, %u failures", t->what, t->checked, t->failures);
  g_assert_cmpuint (t->failures, ==, 0);
}

static MnkPiece
piece_of (char c)
{
  return c == 'x' ? MNK_PIECE_X : c == 'o' ? MNK_PIECE_O : MNK_PIECE_EMPTY;
}

static MnkResult
result_of (Frac score, char mover, MnkScoreMode mode)
{
  if (mode == MNK_SCORE_EXPECTED)
    return MNK_RESULT_NONE;
  if (frac_sign (score) == 0)
    return MNK_RESULT_DRAW;
  return (frac_sign (score) > 0) == (mover == 'x') ? MNK_RESULT_X : MNK_RESULT_O;
}

/* Table size for new solvers: small enough that many solvers are cheap;
 * one test shrinks it further to make entries collide. */
static gsize test_tt_mb = 16;

static MnkSolver *
new_solver (MnkScoreMode mode, const int payoff[3])
{
  MnkSolverOptions options;
  mnk_solver_options_init (&options);
  options.mode = mode;
  if (payoff != NULL)
    memcpy (options.payoff, payoff, sizeof options.payoff);
  options.tt_mb = test_tt_mb;
  return mnk_solver_new (&options);
}

static const int default_payoff[3] = { 1, 0, -10 };


static void
parse_board (MnkPosition *pos, const RefGeometry *g, const char *board, char first,
             char to_move, gboolean given)
{
  g_autofree char *text = ref_notation (g, board, 0);
  MnkPositionSpec spec = { g->rows, g->cols, g->k, piece_of (first),
                           given ? piece_of (to_move) : MNK_PIECE_EMPTY };
  g_autoptr (GError) error = NULL;

  g_assert_true (mnk_position_parse (pos, text, &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos->to_move, ==, piece_of (to_move));
}

static gboolean
value_matches (Tally *t, const char *where, const MnkValue *v, RefValue ref, char mover,
               MnkScoreMode mode)
{
  g_autofree char *want = frac_string (ref.score);
  g_autofree char *got = mnk_score_to_string (v->score);

  if (!v->exact)
    {
      fail (t, "%s: not exact", where);
      return FALSE;
    }
  if (v->score.den <= 0 || gcd64 (v->score.num, v->score.den) != 1
      || (mode != MNK_SCORE_EXPECTED && v->score.den != 1))
    {
      fail (t, "%s: score %s not in lowest terms", where, got);
      return FALSE;
    }
  if (!score_equal (v->score, ref.score))
    {
      fail (t, "%s: score %s, expected %s", where, got, want);
      return FALSE;
    }
  if (!score_equal (v->lo, ref.score) || !score_equal (v->hi, ref.score))
    {
      fail (t, "%s: bounds differ from the exact score %s", where, want);
      return FALSE;
    }
  if (v->result != result_of (ref.score, mover, mode))
    {
      fail (t, "%s: result %s, expected %s (score %s)", where,
            mnk_result_to_string (v->result),
            mnk_result_to_string (result_of (ref.score, mover, mode)), want);
      return FALSE;
    }
  if (mode != MNK_SCORE_EXPECTED && v->plies != ref.plies)
    {
      fail (t, "%s: plies %d, expected %d (score %s)", where, v->plies, ref.plies, want);
      return FALSE;
    }
  return TRUE;
}

static Frac
frac_of (MnkScore s)
{
  return s.den > 0 ? frac (s.num, s.den) : (Frac) { 0, 1 };
}

/* Replays the PV and checks that it is legal, ends the game exactly at its
 * last move, and ends it the way the value says. */
static void
check_pv (Tally *t, const char *where, const RefGeometry *g, const char *board, char to_move,
          MnkScoreMode mode, const MnkAnalysis *a, const RefAnalysis *ref)
{
  char b[REF_MAX_CELLS + 1];
  char side = to_move;
  int empties = 0;

  memcpy (b, board, g->cells + 1);
  for (int i = 0; i < g->cells; i++)
    empties += b[i] == '.';

  if (ref->status != MNK_STATUS_ONGOING)
    {
      if (a->pv->len != 0)
        fail (t, "%s: finished position with a PV of %u moves", where, a->pv->len);
      return;
    }
  if (a->pv->len == 0)
    {
      fail (t, "%s: empty PV", where);
      return;
    }
  for (guint i = 0; i < a->pv->len; i++)
    {
      int cell = g_array_index (a->pv, int, i);
      if (ref_status (g, b, mode) != MNK_STATUS_ONGOING)
        {
          fail (t, "%s: PV goes on after the game ended (move %u)", where, i + 1);
          return;
        }
      if (cell < 0 || cell >= g->cells || b[cell] != '.')
        {
          fail (t, "%s: PV move %u (cell %d) is not an empty cell", where, i + 1, cell);
          return;
        }
      b[cell] = side;
      side = ref_other (side);
      empties--;
    }
  MnkStatus end = ref_status (g, b, mode);
  if (end == MNK_STATUS_ONGOING)
    {
      fail (t, "%s: PV stops before the end of the game", where);
      return;
    }

  char winner = status_winner (end);
  int sign = winner == 0 ? 0 : winner == to_move ? 1 : -1;
  switch (mode)
    {
    case MNK_SCORE_WDL:
      if (sign != frac_sign (ref->value.score) || (int) a->pv->len != ref->value.plies)
        fail (t, "%s: PV ends with %s after %u plies; the value is %s in %d", where,
              mnk_status_to_string (end), a->pv->len,
              mnk_result_to_string (result_of (ref->value.score, to_move, mode)), ref->value.plies);
      break;
    case MNK_SCORE_QUICK:
      if (frac_cmp (frac (sign * (empties + 1), 1), ref->value.score) != 0)
        fail (t, "%s: PV ends %s with %d empty cells; the value is %" G_GINT64_FORMAT,
              where, mnk_status_to_string (end), empties, ref->value.score.num);
      break;
    case MNK_SCORE_LINES:
      {
        int diff = ref_count_lines (g, b, to_move) - ref_count_lines (g, b, ref_other (to_move));
        if (diff != ref->value.score.num)
          fail (t, "%s: PV ends with lines %+d; the value is %" G_GINT64_FORMAT,
                where, diff, ref->value.score.num);
      }
      break;
    case MNK_SCORE_EXPECTED:
      /* the opponent's replies are chance: only the first move is ours */
      for (int i = 0; i < ref->n_moves; i++)
        if (ref->cells[i] == g_array_index (a->pv, int, 0)
            && frac_cmp (ref->moves[i].score, ref->value.score) != 0)
          fail (t, "%s: PV starts with a move that is not best", where);
      break;
    }
}

/* One position: analyse with the engine and compare everything with what
 * is known of it (from a reference). */
static void
compare_known (Tally *t, MnkSolver *solver, const RefGeometry *g, const char *board, char first,
               char to_move, gboolean given, MnkScoreMode mode, const RefAnalysis *ref)
{
  MnkPosition pos;
  g_autoptr (GError) error = NULL;
  g_autoptr (MnkAnalysis) a = NULL;
  g_autofree char *text = ref_notation (g, board, to_move);
  g_autofree char *where = g_strdup_printf ("%s (%d,%d,%d first %c%s, %s)", text, g->rows,
                                            g->cols, g->k, first, given ? ", side given" : "",
                                            mnk_score_mode_to_string (mode));

  t->checked++;
  parse_board (&pos, g, board, first, to_move, given);
  a = mnk_solver_analyze (solver, &pos, NULL, &error);
  if (a == NULL)
    {
      fail (t, "%s: refused: %s", where, error ? error->message : "no error");
      return;
    }
  if (a->stopped)
    fail (t, "%s: stopped without a limit", where);
  if (a->mode != mode
      || a->position.stones[0] != pos.stones[0] || a->position.stones[1] != pos.stones[1])
    fail (t, "%s: the analysis is not of the position and mode asked for", where);
  if (a->to_move != piece_of (to_move))
    fail (t, "%s: to_move %c", where, mnk_piece_to_char (a->to_move));
  if (a->status != ref->status)
    fail (t, "%s: status %s, expected %s", where, mnk_status_to_string (a->status),
          mnk_status_to_string (ref->status));
  value_matches (t, where, &a->value, ref->value, to_move, mode);

  if ((int) a->moves->len != ref->n_moves)
    {
      fail (t, "%s: %u moves, expected %d", where, a->moves->len, ref->n_moves);
      return;
    }
  guint64 seen = 0;
  for (guint i = 0; i < a->moves->len; i++)
    {
      const MnkMoveValue *m = &g_array_index (a->moves, MnkMoveValue, i);
      g_autofree char *move_where = NULL;
      int j;
      char name[8];

      for (j = 0; j < ref->n_moves && ref->cells[j] != m->cell; j++)
        ;
      if (j == ref->n_moves || (seen & (G_GUINT64_CONSTANT (1) << m->cell)))
        {
          fail (t, "%s: move %u is cell %d, not a new empty cell", where, i, m->cell);
          return;
        }
      seen |= G_GUINT64_CONSTANT (1) << m->cell;
      move_where = g_strdup_printf ("%s move %s", where, mnk_cell_name (g->cols, m->cell, name));
      value_matches (t, move_where, &m->value, ref->moves[j], to_move, mode);
      if (i > 0)
        {
          const MnkMoveValue *prev = &g_array_index (a->moves, MnkMoveValue, i - 1);
          RefValue p = { frac_of (prev->value.score), prev->value.plies };
          RefValue c = { frac_of (m->value.score), m->value.plies };
          if (mode == MNK_SCORE_EXPECTED ? frac_cmp (c.score, p.score) > 0 : ref_better (c, p))
            fail (t, "%s: moves not best first at %u", where, i);
        }
    }
  if (a->moves->len > 0)
    {
      const MnkMoveValue *m = &g_array_index (a->moves, MnkMoveValue, 0);
      if (!score_equal (m->value.score, ref->value.score))
        fail (t, "%s: the first move is not a best move", where);
    }
  check_pv (t, where, g, board, to_move, mode, a, ref);
}

static void
compare (Tally *t, MnkSolver *solver, const RefGeometry *g, const char *board, char first,
         char to_move, gboolean given, MnkScoreMode mode, const int payoff[3])
{
  RefAnalysis ref;
  ref_analyze (g, board, to_move, mode, payoff, &ref);
  compare_known (t, solver, g, board, first, to_move, given, mode, &ref);
}

/* ---- 3x3: every reachable position -------------------------------------- */

static void
every_3x3 (char first, MnkScoreMode mode, guint step, const int payoff[3])
{
  RefGeometry g;
  RefEnumeration e;
  char board[REF_MAX_CELLS + 1];
  g_autofree char *what = g_strdup_printf ("3x3 %s first %c", mnk_score_mode_to_string (mode), first);
  Tally t = { what };
  MnkSolver *solver = new_solver (mode, payoff);

  ref_geometry_init (&g, 3, 3, 3);
  ref_enumerate (&g, first, &e);
  g_assert_cmpuint (e.positions, ==, 5478);
  for (guint i = 0; i < e.keys->len; i += step)
    {
      ref_decode (&g, g_array_index (e.keys, guint64, i), board);
      compare (&t, solver, &g, board, first, ref_side_from_counts (&g, board, first),
               FALSE, mode, payoff);
    }
  mnk_solver_free (solver);
  ref_enumeration_clear (&e);
  ref_geometry_clear (&g);
  tally_done (&t);
}

/* The reference checks itself: its horizon search agrees with its negamax
 * on every reachable 3x3 and 4x3 (k = 3) position. */
static void
test_reference_self_check (void)
{
  static const int games[][3] = { { 3, 3, 3 }, { 4, 3, 3 } };
  for (guint n = 0; n < G_N_ELEMENTS (games); n++)
    {
      RefGeometry g;
      RefEnumeration e;

      ref_geometry_init (&g, games[n][0], games[n][1], games[n][2]);
      ref_enumerate (&g, 'x', &e);
      for (guint i = 0; i < e.keys->len; i += n == 0 ? 1 : 37)
        {
          RefAnalysis ref;
          Ref r = { &g, MNK_SCORE_WDL, { { 0, 1 } } };
          int empties = 0;

          ref_decode (&g, g_array_index (e.keys, guint64, i), r.board);
          if (ref_status (&g, r.board, MNK_SCORE_WDL) != MNK_STATUS_ONGOING)
            continue;
          for (int c = 0; c < g.cells; c++)
            empties += r.board[c] == '.';
          if (empties > 9)
            continue;
          r.me = ref_side_from_counts (&g, r.board, 'x');
          ref_analyze (&g, r.board, r.me, MNK_SCORE_WDL, default_payoff, &ref);
          if (ref.value.score.num > 0)
            {
              g_assert_true (ref_wins_within (&r, r.me, empties, ref.value.plies));
              g_assert_false (ref_wins_within (&r, r.me, empties, ref.value.plies - 2));
            }
          else
            g_assert_false (ref_wins_within (&r, r.me, empties, empties));
        }
      ref_enumeration_clear (&e);
      ref_geometry_clear (&g);
    }
}

/* Odd little games: k = 1 (the first stone wins), k = 2, one row, one
 * column; every reachable position, every mode, both first players. */
static void
test_small_games (void)
{
  static const int games[][3] = {
    { 1, 1, 1 }, { 3, 3, 1 }, { 2, 2, 2 }, { 3, 3, 2 }, { 1, 5, 3 }, { 6, 1, 2 },
    { 2, 4, 3 }, { 2, 4, 2 }, { 1, 7, 4 }, { 3, 2, 2 },
  };
  static const int payoff[3] = { 5, 2, -7 };
  for (guint n = 0; n < G_N_ELEMENTS (games); n++)
    for (MnkScoreMode mode = MNK_SCORE_WDL; mode <= MNK_SCORE_EXPECTED; mode++)
      for (int f = 0; f < 2; f++)
        {
          RefGeometry g;
          RefEnumeration e;
          char first = f == 0 ? 'x' : 'o';
          char board[REF_MAX_CELLS + 1];
          g_autofree char *what = g_strdup_printf ("%d,%d,%d %s first %c", games[n][0],
                                                   games[n][1], games[n][2],
                                                   mnk_score_mode_to_string (mode), first);
          Tally t = { what };
          MnkSolver *solver = new_solver (mode, payoff);

          ref_geometry_init (&g, games[n][0], games[n][1], games[n][2]);
          ref_enumerate (&g, first, &e);
          for (guint i = 0; i < e.keys->len; i++)
            {
              ref_decode (&g, g_array_index (e.keys, guint64, i), board);
              compare (&t, solver, &g, board, first, ref_side_from_counts (&g, board, first),
                       FALSE, mode, payoff);
            }
          mnk_solver_free (solver);
          ref_enumeration_clear (&e);
          ref_geometry_clear (&g);
          tally_done (&t);
        }
}

static void
test_3x3_wdl (void)
{
  every_3x3 ('x', MNK_SCORE_WDL, 1, default_payoff);
  every_3x3 ('o', MNK_SCORE_WDL, 1, default_payoff);
}

static void
test_3x3_quick (void)
{
  every_3x3 ('x', MNK_SCORE_QUICK, 1, default_payoff);
  every_3x3 ('o', MNK_SCORE_QUICK, 1, default_payoff);
}

static void
test_3x3_lines (void)
{
  every_3x3 ('x', MNK_SCORE_LINES, 1, default_payoff);
  every_3x3 ('o', MNK_SCORE_LINES, 1, default_payoff);
}

static void
test_3x3_expected (void)
{
  static const int other_payoff[3] = { 3, 1, -2 };
  every_3x3 ('x', MNK_SCORE_EXPECTED, 1, default_payoff);
  every_3x3 ('o', MNK_SCORE_EXPECTED, 1, default_payoff);
  every_3x3 ('x', MNK_SCORE_EXPECTED, 7, other_payoff);
}

/* lines mode takes any counts with the side to move given: every 3x3 board,
 * either side to move (the full-board-lines problem). */
static void
test_3x3_lines_any_board (void)
{
  RefGeometry g;
  char board[REF_MAX_CELLS + 1];
  Tally t = { "3x3 lines, every board, side given" };
  MnkSolver *solver = new_solver (MNK_SCORE_LINES, NULL);

  ref_geometry_init (&g, 3, 3, 3);
  for (guint64 key = 0; key < 19683; key++)
    {
      ref_decode (&g, key, board);
      compare (&t, solver, &g, board, 'x', 'x', TRUE, MNK_SCORE_LINES, default_payoff);
      compare (&t, solver, &g, board, 'x', 'o', TRUE, MNK_SCORE_LINES, default_payoff);
    }
  mnk_solver_free (solver);
  ref_geometry_clear (&g);
  tally_done (&t);
}

/* ---- random positions on larger boards ---------------------------------- */

/* A position reached by random play from the empty board, with between
 * min_empty and max_empty empty cells. In wdl rules play stops at a line;
 * such finished positions are kept now and then. */
static void
random_position (GRand *rand, const RefGeometry *g, char first, gboolean stop_at_line,
                 int min_empty, int max_empty, char *board, char *to_move)
{
  for (int attempt = 0;; attempt++)
    {
      int target = g->cells - g_rand_int_range (rand, min_empty, max_empty + 1);
      gboolean finished = FALSE;
      char side = first;

      memset (board, '.', g->cells);
      board[g->cells] = '\0';
      for (int stones = 0; stones < target && !finished; stones++)
        {
          int cell;
          do
            cell = g_rand_int_range (rand, 0, g->cells);
          while (board[cell] != '.');
          board[cell] = side;
          side = ref_other (side);
          finished = stop_at_line && ref_line_through (g, board, cell);
        }
      *to_move = side;
      if (!finished || attempt > 10 || g_rand_int_range (rand, 0, 10) == 0)
        return;
    }
}

static void
random_boards (int rows, int cols, int k, MnkScoreMode mode, int count, int max_empty,
               const int payoff[3])
{
  RefGeometry g;
  GRand *rand = g_rand_new_with_seed (rows * 10000 + cols * 1000 + k * 100 + mode * 10
                                      + (guint32) test_tt_mb * 100000
                                      + (guint32) (payoff[0] * 7 + payoff[1] * 13 + payoff[2]));
  g_autofree char *what = g_strdup_printf ("random %d,%d,%d %s", rows, cols, k,
                                           mnk_score_mode_to_string (mode));
  Tally t = { what };
  MnkSolver *solver = new_solver (mode, payoff);
  char board[REF_MAX_CELLS + 1];

  ref_geometry_init (&g, rows, cols, k);
  for (int i = 0; i < count; i++)
    {
      char first = g_rand_boolean (rand) ? 'x' : 'o';
      char to_move;
      gboolean given = g_rand_int_range (rand, 0, 4) == 0;
      random_position (rand, &g, first, mode != MNK_SCORE_LINES, 0, max_empty, board, &to_move);
      /* now and then the side to move is given, and then it may go against
       * the counts (not on a finished board: there the winner moved last) */
      if (given && ref_status (&g, board, mode) == MNK_STATUS_ONGOING
          && ref_count_lines (&g, board, 'x') + ref_count_lines (&g, board, 'o') == 0
          && g_rand_boolean (rand))
        to_move = ref_other (to_move);
      compare (&t, solver, &g, board, first, to_move, given, mode, payoff);
    }
  /* lines mode with any counts and the side given */
  if (mode == MNK_SCORE_LINES)
    for (int i = 0; i < count / 4; i++)
      {
        int empty = g_rand_int_range (rand, 0, max_empty + 1);
        char side = g_rand_boolean (rand) ? 'x' : 'o';
        for (int c = 0; c < g.cells; c++)
          board[c] = g_rand_boolean (rand) ? 'x' : 'o';
        for (int e = 0; e < empty; e++)
          board[g_rand_int_range (rand, 0, g.cells)] = '.';
        compare (&t, solver, &g, board, 'x', side, TRUE, mode, payoff);
      }
  mnk_solver_free (solver);
  g_rand_free (rand);
  ref_geometry_clear (&g);
  tally_done (&t);
}

static void
test_random_4x3 (void)
{
  random_boards (4, 3, 3, MNK_SCORE_WDL, 600, 9, default_payoff);
  random_boards (4, 3, 3, MNK_SCORE_QUICK, 600, 9, default_payoff);
  random_boards (4, 3, 3, MNK_SCORE_LINES, 400, 9, default_payoff);
  random_boards (4, 3, 3, MNK_SCORE_EXPECTED, 200, 9, default_payoff);
}

static void
test_random_4x4k3 (void)
{
  random_boards (4, 4, 3, MNK_SCORE_WDL, 600, 9, default_payoff);
  random_boards (4, 4, 3, MNK_SCORE_QUICK, 600, 9, default_payoff);
  random_boards (4, 4, 3, MNK_SCORE_LINES, 300, 9, default_payoff);
  random_boards (4, 4, 3, MNK_SCORE_EXPECTED, 150, 9, default_payoff);
}

static void
test_random_4x4k4 (void)
{
  random_boards (4, 4, 4, MNK_SCORE_WDL, 600, 9, default_payoff);
  random_boards (4, 4, 4, MNK_SCORE_QUICK, 600, 9, default_payoff);
  random_boards (4, 4, 4, MNK_SCORE_LINES, 300, 9, default_payoff);
  random_boards (4, 4, 4, MNK_SCORE_EXPECTED, 150, 9, default_payoff);
}

/* Payoffs other than 1, 0, -10, a draw worth less than nothing among them. */
static void
test_random_payoffs (void)
{
  static const int payoffs[][3] = { { 2, -1, -3 }, { 7, 3, 0 }, { 1, 0, -1 } };
  random_boards (4, 3, 3, MNK_SCORE_EXPECTED, 100, 9, payoffs[0]);
  random_boards (4, 4, 3, MNK_SCORE_EXPECTED, 60, 8, payoffs[1]);
  random_boards (4, 4, 4, MNK_SCORE_EXPECTED, 60, 8, payoffs[2]);
}

/* A 1 MB table on 4x4 boards: entries are overwritten all the time, and
 * what a replaced or colliding entry says must never leak into a value. */
static void
test_random_small_table (void)
{
  test_tt_mb = 1;
  random_boards (4, 4, 3, MNK_SCORE_WDL, 200, 9, default_payoff);
  random_boards (4, 4, 4, MNK_SCORE_QUICK, 200, 9, default_payoff);
  random_boards (4, 4, 3, MNK_SCORE_EXPECTED, 60, 9, default_payoff);
  test_tt_mb = 16;
}

/* ---- threads ------------------------------------------------------------ */

/* DESIGN.md: one solve per thread is safe. Several threads, each with its
 * own solver, analyse the same positions of games that nothing in this
 * process has touched yet (so they also race to build the shared geometry);
 * every answer must match the reference. */

#define THREAD_POSITIONS 240

typedef struct {
  const RefGeometry *geometries;
  const char (*boards)[REF_MAX_CELLS + 1];
  const int *game_of;        /* index into geometries, per board */
  const char *to_move;
  MnkScore scores[THREAD_POSITIONS];
  int plies[THREAD_POSITIONS];
  MnkResult results[THREAD_POSITIONS];
  int n_refused;
} ThreadJob;

static gpointer
thread_job (gpointer data)
{
  ThreadJob *job = data;
  MnkSolver *solver = new_solver (MNK_SCORE_WDL, NULL);

  for (int i = 0; i < THREAD_POSITIONS; i++)
    {
      const RefGeometry *g = &job->geometries[job->game_of[i]];
      g_autofree char *text = ref_notation (g, job->boards[i], 0);
      MnkPositionSpec spec = { g->rows, g->cols, g->k, MNK_PIECE_X, piece_of (job->to_move[i]) };
      MnkPosition pos;
      MnkAnalysis *a;

      if (!mnk_position_parse (&pos, text, &spec, NULL)
          || (a = mnk_solver_analyze (solver, &pos, NULL, NULL)) == NULL)
        {
          job->n_refused++;
          continue;
        }
      job->scores[i] = a->value.score;
      job->plies[i] = a->value.plies;
      job->results[i] = a->value.result;
      mnk_analysis_free (a);
    }
  mnk_solver_free (solver);
  return NULL;
}

static void
test_threads (void)
{
  static const int games[][3] = { { 3, 5, 3 }, { 5, 3, 3 }, { 2, 6, 2 }, { 5, 5, 4 }, { 6, 4, 3 } };
  RefGeometry geometries[G_N_ELEMENTS (games)];
  static char boards[THREAD_POSITIONS][REF_MAX_CELLS + 1];
  int game_of[THREAD_POSITIONS];
  char to_move[THREAD_POSITIONS];
  ThreadJob jobs[4];
  GThread *threads[4];
  GRand *rand = g_rand_new_with_seed (2718);
  Tally t = { "threads" };

  for (guint n = 0; n < G_N_ELEMENTS (games); n++)
    ref_geometry_init (&geometries[n], games[n][0], games[n][1], games[n][2]);
  for (int i = 0; i < THREAD_POSITIONS; i++)
    {
      game_of[i] = i % G_N_ELEMENTS (games);
      random_position (rand, &geometries[game_of[i]], 'x', TRUE, 1, 8, boards[i], &to_move[i]);
    }
  for (guint j = 0; j < G_N_ELEMENTS (threads); j++)
    {
      jobs[j] = (ThreadJob) { geometries, (const char (*)[REF_MAX_CELLS + 1]) boards, game_of, to_move };
      threads[j] = g_thread_new ("solver", thread_job, &jobs[j]);
    }
  for (guint j = 0; j < G_N_ELEMENTS (threads); j++)
    g_thread_join (threads[j]);

  for (int i = 0; i < THREAD_POSITIONS; i++)
    {
      RefAnalysis ref;
      const RefGeometry *g = &geometries[game_of[i]];
      g_autofree char *where = ref_notation (g, boards[i], to_move[i]);

      ref_analyze (g, boards[i], to_move[i], MNK_SCORE_WDL, default_payoff, &ref);
      for (guint j = 0; j < G_N_ELEMENTS (threads); j++)
        {
          MnkValue v = { jobs[j].results[i], TRUE, jobs[j].scores[i], jobs[j].scores[i],
                         jobs[j].scores[i], jobs[j].plies[i] };
          t.checked++;
          value_matches (&t, where, &v, ref.value, to_move[i], MNK_SCORE_WDL);
        }
    }
  for (guint j = 0; j < G_N_ELEMENTS (threads); j++)
    g_assert_cmpint (jobs[j].n_refused, ==, 0);
  for (guint n = 0; n < G_N_ELEMENTS (games); n++)
    ref_geometry_clear (&geometries[n]);
  g_rand_free (rand);
  tally_done (&t);
}

/* ---- deep positions: one exact value per board ------------------------- */

/* Boards of up to 16 cells are too deep for ref_negamax. Here every board
 * reachable with X first gets its exact value once, stored in an array
 * indexed by the board itself (base 3): no hashing, no bounds, no pruning,
 * so a value is only ever the plain negamax of its children. Quick scores
 * carry wdl too: both order results the same way (a win sooner, a loss
 * later), and |score| - 1 is the number of empty cells at the win. */

#define DEEP_UNKNOWN 127

typedef struct {
  const RefGeometry *g;
  MnkScoreMode mode;            /* QUICK or LINES */
  gint8 *memo;
  guint32 pow3[REF_MAX_CELLS];
  char board[REF_MAX_CELLS + 1];
} Deep;

static int deep_negamax (Deep *d, guint32 key, char side, int empties);

/* side has just played cell (already on the board and in key); empties
 * are left. The value from side's view. */
static int
deep_after_move (Deep *d, guint32 key, char side, int cell, int empties)
{
  if (d->mode == MNK_SCORE_QUICK && ref_line_through (d->g, d->board, cell))
    return empties + 1;
  if (empties == 0)
    return d->mode == MNK_SCORE_LINES
           ? ref_count_lines (d->g, d->board, side) - ref_count_lines (d->g, d->board, ref_other (side))
           : 0;
  return -deep_negamax (d, key, ref_other (side), empties);
}

static int
deep_negamax (Deep *d, guint32 key, char side, int empties)
{
  int best = G_MININT;
  if (d->memo[key] != DEEP_UNKNOWN)
    return d->memo[key];
  for (int cell = 0; cell < d->g->cells; cell++)
    if (d->board[cell] == '.')
      {
        int v;
        d->board[cell] = side;
        v = deep_after_move (d, key + d->pow3[cell] * (side == 'x' ? 1 : 2), side, cell, empties - 1);
        d->board[cell] = '.';
        best = MAX (best, v);
      }
  d->memo[key] = (gint8) best;
  return best;
}

static void
deep_init (Deep *d, const RefGeometry *g, MnkScoreMode mode)
{
  guint64 total = 1;
  memset (d, 0, sizeof *d);
  d->g = g;
  d->mode = mode;
  for (int i = 0; i < g->cells; i++, total *= 3)
    d->pow3[i] = (guint32) total;
  g_assert_cmpuint (total, <=, G_MAXUINT32);
  d->memo = g_malloc (total);
  memset (d->memo, DEEP_UNKNOWN, total);
  memset (d->board, '.', g->cells);
  deep_negamax (d, 0, 'x', g->cells);
}

/* What mode says of an ongoing board with X first, side from the counts. */
static void
deep_analyze (Deep *d, const char *board, MnkScoreMode mode, RefAnalysis *out)
{
  char side = ref_side_from_counts (d->g, board, 'x');
  guint32 key = (guint32) ref_encode (d->g, board);
  int empties = 0, best = G_MININT;

  g_assert_true (mode == d->mode || (mode == MNK_SCORE_WDL && d->mode == MNK_SCORE_QUICK));
  memcpy (d->board, board, d->g->cells + 1);
  for (int i = 0; i < d->g->cells; i++)
    empties += board[i] == '.';
  memset (out, 0, sizeof *out);
  out->status = ref_status (d->g, board, mode);
  g_assert_cmpint (out->status, ==, MNK_STATUS_ONGOING);

  for (int cell = 0; cell < d->g->cells; cell++)
    if (d->board[cell] == '.')
      {
        int v, plies;
        d->board[cell] = side;
        v = deep_after_move (d, key + d->pow3[cell] * (side == 'x' ? 1 : 2), side, cell, empties - 1);
        d->board[cell] = '.';
        /* plies from the analysed position to the end */
        plies = d->mode == MNK_SCORE_LINES || v == 0 ? empties : empties - ABS (v) + 1;
        out->cells[out->n_moves] = cell;
        out->moves[out->n_moves] = (RefValue) { frac (mode == MNK_SCORE_WDL ? (v > 0) - (v < 0) : v, 1),
                                                plies - 1 };
        if (v > best)
          {
            best = v;
            out->value = (RefValue) { out->moves[out->n_moves].score, plies };
          }
        out->n_moves++;
      }
}

static void
deep_clear (Deep *d)
{
  g_free (d->memo);
  d->memo = NULL;
}

/* The memo agrees with ref_negamax wherever both can go. */
static void
test_deep_self_check (void)
{
  RefGeometry g;
  RefEnumeration e;
  char board[REF_MAX_CELLS + 1];

  ref_geometry_init (&g, 3, 3, 3);
  ref_enumerate (&g, 'x', &e);
  for (MnkScoreMode mode = MNK_SCORE_WDL; mode <= MNK_SCORE_LINES; mode++)
    {
      Deep d;
      deep_init (&d, &g, mode == MNK_SCORE_WDL ? MNK_SCORE_QUICK : mode);
      for (guint i = 0; i < e.keys->len; i++)
        {
          RefAnalysis deep, plain;
          ref_decode (&g, g_array_index (e.keys, guint64, i), board);
          if (ref_status (&g, board, mode) != MNK_STATUS_ONGOING)
            continue;
          deep_analyze (&d, board, mode, &deep);
          ref_analyze (&g, board, ref_side_from_counts (&g, board, 'x'), mode, default_payoff, &plain);
          g_assert_cmpint (deep.n_moves, ==, plain.n_moves);
          g_assert_cmpint (frac_cmp (deep.value.score, plain.value.score), ==, 0);
          g_assert_cmpint (deep.value.plies, ==, plain.value.plies);
          for (int m = 0; m < deep.n_moves; m++)
            {
              g_assert_cmpint (deep.cells[m], ==, plain.cells[m]);
              g_assert_cmpint (frac_cmp (deep.moves[m].score, plain.moves[m].score), ==, 0);
              g_assert_cmpint (deep.moves[m].plies, ==, plain.moves[m].plies);
            }
        }
      deep_clear (&d);
    }
  ref_enumeration_clear (&e);
  ref_geometry_clear (&g);
}

/* The empty board, every board with one stone, and random boards with
 * 2 to 11 stones, in wdl, quick and lines. */
static void
deep_game (int rows, int cols, int k, int n_random)
{
  RefGeometry g;
  GRand *rand = g_rand_new_with_seed (rows * 100 + cols * 10 + k);

  ref_geometry_init (&g, rows, cols, k);
  for (MnkScoreMode memo_mode = MNK_SCORE_QUICK; memo_mode <= MNK_SCORE_LINES; memo_mode++)
    {
      Deep d;
      deep_init (&d, &g, memo_mode);
      for (MnkScoreMode mode = MNK_SCORE_WDL; mode <= MNK_SCORE_LINES; mode++)
        {
          g_autofree char *what = NULL;
          MnkSolver *solver, *solve_only;
          Tally t = { NULL };
          char board[REF_MAX_CELLS + 1];

          if (mode != memo_mode && !(mode == MNK_SCORE_WDL && memo_mode == MNK_SCORE_QUICK))
            continue;
          what = g_strdup_printf ("deep %d,%d,%d %s", rows, cols, k, mnk_score_mode_to_string (mode));
          t.what = what;
          solver = new_solver (mode, NULL);
          solve_only = new_solver (mode, NULL);
          for (int i = -1 - g.cells; i < n_random; i++)
            {
              RefAnalysis known;
              char to_move;
              if (i < -g.cells)
                {
                  memset (board, '.', g.cells);
                  board[g.cells] = '\0';
                }
              else if (i < 0)
                {
                  memset (board, '.', g.cells);
                  board[g.cells] = '\0';
                  board[-1 - i] = 'x';
                }
              else
                random_position (rand, &g, 'x', mode != MNK_SCORE_LINES, g.cells - 11,
                                 g.cells - 2, board, &to_move);
              if (ref_status (&g, board, mode) != MNK_STATUS_ONGOING)
                continue;
              deep_analyze (&d, board, mode, &known);
              to_move = ref_side_from_counts (&g, board, 'x');
              compare_known (&t, solver, &g, board, 'x', to_move, FALSE, mode, &known);

              /* the value alone, from a solver that only ever solves */
              MnkPosition pos;
              MnkValue value;
              g_autoptr (GError) error = NULL;
              g_autofree char *where = ref_notation (&g, board, to_move);
              parse_board (&pos, &g, board, 'x', to_move, FALSE);
              if (!mnk_solver_solve (solve_only, &pos, NULL, &value, &error))
                fail (&t, "%s: solve refused: %s", where, error->message);
              else
                value_matches (&t, where, &value, known.value, to_move, mode);
            }
          mnk_solver_free (solver);
          mnk_solver_free (solve_only);
          tally_done (&t);
        }
      deep_clear (&d);
    }
  g_rand_free (rand);
  ref_geometry_clear (&g);
}

static void
test_deep_4x3 (void)
{
  deep_game (4, 3, 3, 400);
  deep_game (3, 4, 3, 100);
}

static void
test_deep_4x4k3 (void)
{
  deep_game (4, 4, 3, 150);
}

static void
test_deep_4x4k4 (void)
{
  deep_game (4, 4, 4, 150);
}

/* ---- known values --------------------------------------------------------- */

static MnkAnalysis *
analyze_text (const char *text, int k, MnkPiece first, MnkPiece to_move, MnkScoreMode mode,
              const int payoff[3])
{
  MnkPosition pos;
  MnkPositionSpec spec = { 0, 0, k, first, to_move };
  g_autoptr (GError) error = NULL;
  g_autoptr (MnkSolver) solver = new_solver (mode, payoff);
  MnkAnalysis *a;

  g_assert_true (mnk_position_parse (&pos, text, &spec, &error));
  g_assert_no_error (error);
  a = mnk_solver_analyze (solver, &pos, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (a);
  g_assert_false (a->stopped);
  g_assert_true (a->value.exact);
  return a;
}

static void
assert_score (MnkScore s, const char *expected)
{
  g_autofree char *text = mnk_score_to_string (s);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_empty_3x3 (void)
{
  g_autoptr (MnkAnalysis) a = analyze_text (".../.../...", 3, MNK_PIECE_X, MNK_PIECE_EMPTY,
                                            MNK_SCORE_WDL, NULL);
  g_assert_cmpint (a->value.result, ==, MNK_RESULT_DRAW);
  assert_score (a->value.score, "0");
  g_assert_cmpint (a->value.plies, ==, 9);
  g_assert_cmpuint (a->moves->len, ==, 9);
  g_assert_cmpuint (a->pv->len, ==, 9);
  for (guint i = 0; i < a->moves->len; i++)
    {
      const MnkMoveValue *m = &g_array_index (a->moves, MnkMoveValue, i);
      g_assert_cmpint (m->value.result, ==, MNK_RESULT_DRAW);
      g_assert_cmpint (m->value.plies, ==, 8);
    }
}

static void
solve_empty (int rows, int cols, int k, MnkResult expected)
{
  MnkGame game = { rows, cols, k, MNK_PIECE_X };
  MnkPosition pos;
  MnkValue value;
  RefGeometry g;
  char board[REF_MAX_CELLS + 1];
  char side = 'x';
  g_autoptr (GError) error = NULL;
  g_autoptr (MnkSolver) solver = new_solver (MNK_SCORE_WDL, NULL);
  g_autoptr (MnkSolver) fresh = new_solver (MNK_SCORE_WDL, NULL);

  g_test_message ("empty %d,%d,%d", rows, cols, k);
  mnk_position_init (&pos, &game);
  g_assert_true (mnk_solver_solve (solver, &pos, NULL, &value, &error));
  g_assert_no_error (error);
  g_assert_true (value.exact);
  g_assert_cmpstr (mnk_result_to_string (value.result), ==, mnk_result_to_string (expected));
  g_test_message ("  solved in %" G_GUINT64_FORMAT " nodes, %d plies",
                  mnk_solver_get_stats (solver).nodes, value.plies);

  /* the full analysis agrees, and its PV plays out to that result */
  g_autoptr (MnkAnalysis) a = mnk_solver_analyze (fresh, &pos, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (a);
  g_assert_true (a->value.exact);
  g_assert_cmpint (a->value.result, ==, expected);
  g_assert_cmpint (a->value.plies, ==, value.plies);
  g_assert_cmpuint (a->moves->len, ==, rows * cols);
  g_assert_cmpint (g_array_index (a->moves, MnkMoveValue, 0).value.result, ==, expected);
  g_assert_cmpint (g_array_index (a->moves, MnkMoveValue, 0).value.plies, ==, value.plies - 1);
  g_assert_cmpuint (a->pv->len, ==, value.plies);
  ref_geometry_init (&g, rows, cols, k);
  memset (board, '.', g.cells);
  board[g.cells] = '\0';
  for (guint i = 0; i < a->pv->len; i++)
    {
      int cell = g_array_index (a->pv, int, i);
      g_assert_cmpint (ref_status (&g, board, MNK_SCORE_WDL), ==, MNK_STATUS_ONGOING);
      g_assert_cmpint (board[cell], ==, '.');
      board[cell] = side;
      side = ref_other (side);
    }
  g_assert_cmpint (ref_status (&g, board, MNK_SCORE_WDL), ==,
                   expected == MNK_RESULT_X ? MNK_STATUS_X_WON : MNK_STATUS_DRAW);

  /* a win's plies are the fewest in which X can force it */
  if (expected == MNK_RESULT_X)
    {
      Ref r = { &g, MNK_SCORE_WDL, { { 0, 1 } }, 'x' };
      memset (r.board, '.', g.cells);
      r.board[g.cells] = '\0';
      g_assert_true (ref_wins_within (&r, 'x', g.cells, value.plies));
      g_assert_false (ref_wins_within (&r, 'x', g.cells, value.plies - 2));
    }
  ref_geometry_clear (&g);
}

static void
test_empty_boards (void)
{
  solve_empty (3, 3, 3, MNK_RESULT_DRAW);
  solve_empty (3, 4, 3, MNK_RESULT_X);
  solve_empty (4, 3, 3, MNK_RESULT_X);
  solve_empty (4, 4, 4, MNK_RESULT_DRAW);
  solve_empty (4, 4, 3, MNK_RESULT_X);
}

/* luogu-p1917 (O first, '-' empty) and uva-10111 (4x4, x to move). */
static void
test_problem_wdl (void)
{
  g_autoptr (MnkAnalysis) a = analyze_text ("---/-O-/---", 3, MNK_PIECE_O, MNK_PIECE_EMPTY,
                                            MNK_SCORE_WDL, NULL);
  g_assert_cmpint (a->to_move, ==, MNK_PIECE_X);
  g_assert_cmpint (a->value.result, ==, MNK_RESULT_DRAW);          /* "Dont know." */

  g_autoptr (MnkAnalysis) b = analyze_text ("---/-O-/-XO", 3, MNK_PIECE_O, MNK_PIECE_EMPTY,
                                            MNK_SCORE_WDL, NULL);
  g_assert_cmpint (b->to_move, ==, MNK_PIECE_X);
  g_assert_cmpint (b->value.result, ==, MNK_RESULT_O);             /* "xiaoa will win." */

  /* "#####": no move of x forces a win */
  g_autoptr (MnkAnalysis) c = analyze_text ("..../.xo./.ox./.... x", 4, MNK_PIECE_X,
                                            MNK_PIECE_EMPTY, MNK_SCORE_WDL, NULL);
  g_assert_cmpuint (c->moves->len, ==, 12);
  for (guint i = 0; i < c->moves->len; i++)
    g_assert_cmpint (g_array_index (c->moves, MnkMoveValue, i).value.result, !=, MNK_RESULT_X);

  /* "(0,1)": the first winning cell in row-major order */
  g_autoptr (MnkAnalysis) d = analyze_text ("o.../.ox./.xxx/xooo x", 4, MNK_PIECE_X,
                                            MNK_PIECE_EMPTY, MNK_SCORE_WDL, NULL);
  int first_win = -1;
  for (guint i = 0; i < d->moves->len; i++)
    {
      const MnkMoveValue *m = &g_array_index (d->moves, MnkMoveValue, i);
      if (m->value.result == MNK_RESULT_X && (first_win < 0 || m->cell < first_win))
        first_win = m->cell;
    }
  g_assert_cmpint (first_win, ==, 0 * 4 + 1);
}

/* CCF 201803-4: X to move in each board, as given. */
static void
test_problem_quick (void)
{
  static const struct { const char *board; const char *score; } cases[] = {
    { "xox/oxo/...", "3" }, { "oxx/.ox/..o", "-4" }, { ".../.../...", "0" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (MnkAnalysis) a = analyze_text (cases[i].board, 3, MNK_PIECE_X, MNK_PIECE_X,
                                                MNK_SCORE_QUICK, NULL);
      assert_score (a->value.score, cases[i].score);
    }
}

/* full-board-lines: player a is O; the answer is O's lines minus X's. */
static void
test_problem_lines (void)
{
  g_autoptr (MnkAnalysis) a = analyze_text (".XX/O.X/XOX", 3, MNK_PIECE_X, MNK_PIECE_O,
                                            MNK_SCORE_LINES, NULL);
  assert_score (a->value.score, "-2");              /* O moves: O's view */
  g_assert_cmpint (a->value.result, ==, MNK_RESULT_X);
  g_assert_cmpint (a->value.plies, ==, 2);

  g_autoptr (MnkAnalysis) b = analyze_text ("OOO/OOO/OOO", 3, MNK_PIECE_X, MNK_PIECE_X,
                                            MNK_SCORE_LINES, NULL);
  assert_score (b->value.score, "-8");              /* X's view of O's 8 */
  g_assert_cmpint (b->status, ==, MNK_STATUS_O_WON);
  g_assert_cmpint (b->value.result, ==, MNK_RESULT_O);
  g_assert_cmpuint (b->moves->len, ==, 0);
  g_assert_cmpuint (b->pv->len, ==, 0);
}

/* random-opponent: 191/192 when we open, 866/945 when the opponent does. */
static void
test_problem_expected (void)
{
  g_autoptr (MnkAnalysis) a = analyze_text (".../.../...", 3, MNK_PIECE_X, MNK_PIECE_EMPTY,
                                            MNK_SCORE_EXPECTED, default_payoff);
  assert_score (a->value.score, "191/192");
  g_assert_cmpint (a->value.result, ==, MNK_RESULT_NONE);
  g_assert_cmpfloat_with_epsilon (mnk_score_to_double (a->value.score), 191.0 / 192.0, 1e-12);

  /* the opponent (X) opens at random; we are O and maximise from there */
  Frac sum = { 0, 1 };
  Frac ref_sum = { 0, 1 };
  RefGeometry g;
  ref_geometry_init (&g, 3, 3, 3);
  for (int cell = 0; cell < 9; cell++)
    {
      char board[10] = ".........";
      RefAnalysis ref;
      board[cell] = 'x';
      g_autofree char *text = ref_notation (&g, board, 0);
      g_autoptr (MnkAnalysis) b = analyze_text (text, 3, MNK_PIECE_X,
                                                MNK_PIECE_EMPTY, MNK_SCORE_EXPECTED,
                                                default_payoff);
      g_assert_cmpint (b->to_move, ==, MNK_PIECE_O);
      sum = frac_add (sum, frac_of (b->value.score));
      ref_analyze (&g, board, 'o', MNK_SCORE_EXPECTED, default_payoff, &ref);
      ref_sum = frac_add (ref_sum, ref.value.score);
    }
  sum = frac (sum.num, sum.den * 9);
  ref_sum = frac (ref_sum.num, ref_sum.den * 9);
  g_assert_cmpint (ref_sum.num, ==, 866);
  g_assert_cmpint (ref_sum.den, ==, 945);
  g_assert_cmpint (sum.num, ==, 866);
  g_assert_cmpint (sum.den, ==, 945);
  ref_geometry_clear (&g);
}

static void
test_score_helpers (void)
{
  g_autofree char *a = mnk_score_to_string ((MnkScore) { 3, 1 });
  g_autofree char *b = mnk_score_to_string ((MnkScore) { -4, 1 });
  g_autofree char *c = mnk_score_to_string ((MnkScore) { 191, 192 });
  g_autofree char *d = mnk_score_to_string ((MnkScore) { -866, 945 });

  g_assert_cmpstr (a, ==, "3");
  g_assert_cmpstr (b, ==, "-4");
  g_assert_cmpstr (c, ==, "191/192");
  g_assert_cmpstr (d, ==, "-866/945");
  g_assert_cmpint (mnk_score_compare ((MnkScore) { 1, 2 }, (MnkScore) { 2, 3 }), <, 0);
  g_assert_cmpint (mnk_score_compare ((MnkScore) { 2, 4 }, (MnkScore) { 1, 2 }), ==, 0);
  g_assert_cmpint (mnk_score_compare ((MnkScore) { -1, 1 }, (MnkScore) { -10, 11 }), <, 0);
  g_assert_cmpint (mnk_score_compare ((MnkScore) { 3, 1 }, (MnkScore) { -4, 1 }), >, 0);
  g_assert_cmpfloat_with_epsilon (mnk_score_to_double ((MnkScore) { -3, 4 }), -0.75, 1e-12);
  g_assert_cmpstr (mnk_result_to_string (MNK_RESULT_X), ==, "x");
  g_assert_cmpstr (mnk_result_to_string (MNK_RESULT_O), ==, "o");
  g_assert_cmpstr (mnk_result_to_string (MNK_RESULT_DRAW), ==, "draw");
  g_assert_cmpstr (mnk_result_to_string (MNK_RESULT_UNKNOWN), ==, "unknown");
  g_assert_null (mnk_result_to_string (MNK_RESULT_NONE));
}

/* ---- limits, cancellation, refusals ------------------------------------- */

static void
assert_stopped_draw_bounds (const MnkAnalysis *a)
{
  g_assert_true (a->stopped);
  g_assert_false (a->value.exact);
  g_assert_cmpint (a->value.result, ==, MNK_RESULT_UNKNOWN);
  g_assert_cmpint (mnk_score_compare (a->value.lo, a->value.hi), <=, 0);
  /* 4,4,4 is a draw: 0 must lie within what was proven */
  g_assert_cmpint (mnk_score_compare (a->value.lo, (MnkScore) { 0, 1 }), <=, 0);
  g_assert_cmpint (mnk_score_compare (a->value.hi, (MnkScore) { 0, 1 }), >=, 0);
  g_assert_cmpint (mnk_score_compare (a->value.lo, (MnkScore) { -1, 1 }), >=, 0);
  g_assert_cmpint (mnk_score_compare (a->value.hi, (MnkScore) { 1, 1 }), <=, 0);
}

static void
test_node_limit (void)
{
  MnkGame game = { 4, 4, 4, MNK_PIECE_X };
  MnkPosition pos;
  MnkSolverOptions options;
  g_autoptr (GError) error = NULL;

  mnk_position_init (&pos, &game);
  mnk_solver_options_init (&options);
  g_assert_cmpint (options.mode, ==, MNK_SCORE_WDL);
  g_assert_cmpint (options.payoff[0], ==, 1);
  g_assert_cmpint (options.payoff[1], ==, 0);
  g_assert_cmpint (options.payoff[2], ==, -10);
  g_assert_cmpuint (options.node_limit, ==, 0);
  options.node_limit = 1000;
  options.tt_mb = 16;
  g_autoptr (MnkSolver) solver = mnk_solver_new (&options);
  g_autoptr (MnkAnalysis) a = mnk_solver_analyze (solver, &pos, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (a);
  assert_stopped_draw_bounds (a);

  /* the limit counts again from the next call */
  g_autoptr (MnkAnalysis) b = mnk_solver_analyze (solver, &pos, NULL, &error);
  g_assert_no_error (error);
  assert_stopped_draw_bounds (b);

  /* after a stop, the table must not mislead: lift the limit and solve
   * positions of the same game exactly */
  mnk_solver_set_limits (solver, 0, 0);
  RefGeometry g;
  GRand *rand = g_rand_new_with_seed (444);
  Tally t = { "4,4,4 after a stopped search" };
  char board[REF_MAX_CELLS + 1], to_move;
  ref_geometry_init (&g, 4, 4, 4);
  for (int i = 0; i < 40; i++)
    {
      random_position (rand, &g, 'x', TRUE, 5, 8, board, &to_move);
      compare (&t, solver, &g, board, 'x', to_move, FALSE, MNK_SCORE_WDL, default_payoff);
    }
  ref_geometry_clear (&g);
  g_rand_free (rand);
  tally_done (&t);

  /* a limit the search does not reach changes nothing */
  MnkPosition small;
  MnkPositionSpec spec = { 0, 0, 0, MNK_PIECE_X, MNK_PIECE_EMPTY };
  g_autoptr (MnkSolver) roomy = new_solver (MNK_SCORE_QUICK, NULL);
  g_assert_true (mnk_position_parse (&small, "xox/oxo/...", &spec, &error));
  mnk_solver_set_limits (roomy, 1000, 0);
  g_autoptr (MnkAnalysis) d = mnk_solver_analyze (roomy, &small, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (d->stopped);
  g_assert_true (d->value.exact);
  assert_score (d->value.score, "3");
  g_assert_cmpint (d->value.result, ==, MNK_RESULT_X);

  /* set_limits on a solver made without one */
  g_autoptr (MnkSolver) unlimited = new_solver (MNK_SCORE_WDL, NULL);
  mnk_solver_set_limits (unlimited, 1000, 0);
  g_autoptr (MnkAnalysis) c = mnk_solver_analyze (unlimited, &pos, NULL, &error);
  g_assert_no_error (error);
  assert_stopped_draw_bounds (c);
}

/* A value from a stopped search: exact and right, or bounds that hold the
 * true score. */
static void
check_partial_value (Tally *t, const char *where, const MnkValue *v, RefValue ref, char mover,
                     MnkScoreMode mode)
{
  if (v->exact)
    {
      value_matches (t, where, v, ref, mover, mode);
      return;
    }
  if (v->result != MNK_RESULT_UNKNOWN)
    fail (t, "%s: inexact value with result %s", where, mnk_result_to_string (v->result));
  if (v->lo.den <= 0 || v->hi.den <= 0
      || frac_cmp (frac_of (v->lo), ref.score) > 0 || frac_cmp (frac_of (v->hi), ref.score) < 0)
    {
      g_autofree char *lo = mnk_score_to_string (v->lo);
      g_autofree char *hi = mnk_score_to_string (v->hi);
      g_autofree char *want = frac_string (ref.score);
      fail (t, "%s: bounds [%s, %s] miss the true score %s", where, lo, hi, want);
    }
}

/* The root and every move of a stopped analysis against known values. */
static void
check_partial_analysis (Tally *t, const char *where, int cols, const MnkAnalysis *a,
                        const RefAnalysis *known, char mover, MnkScoreMode mode)
{
  check_partial_value (t, where, &a->value, known->value, mover, mode);
  for (guint m = 0; m < a->moves->len; m++)
    {
      const MnkMoveValue *mv = &g_array_index (a->moves, MnkMoveValue, m);
      char name[8];
      g_autofree char *move_where = NULL;
      int j;
      for (j = 0; j < known->n_moves && known->cells[j] != mv->cell; j++)
        ;
      if (j == known->n_moves)
        {
          fail (t, "%s: move %d is not an empty cell", where, mv->cell);
          return;
        }
      move_where = g_strdup_printf ("%s move %s", where, mnk_cell_name (cols, mv->cell, name));
      check_partial_value (t, move_where, &mv->value, known->moves[j], mover, mode);
    }
}

/* Tiny node limits on positions the reference can solve: whatever the
 * stopped search reports as proven must be true. */
static void
test_partial_results (void)
{
  static const int games[][3] = { { 4, 4, 3 }, { 4, 4, 4 } };
  static const guint64 limits[] = { 3, 10, 30, 100 };
  GRand *rand = g_rand_new_with_seed (1618);
  Tally t = { "stopped searches" };
  guint stopped = 0, stopped_by_mode[MNK_SCORE_EXPECTED + 1] = { 0 };

  for (guint n = 0; n < G_N_ELEMENTS (games); n++)
    for (MnkScoreMode mode = MNK_SCORE_WDL; mode <= MNK_SCORE_LINES; mode++)
      {
        RefGeometry g;
        ref_geometry_init (&g, games[n][0], games[n][1], games[n][2]);
        for (int i = 0; i < 24; i++)
          {
            char board[REF_MAX_CELLS + 1], to_move;
            MnkPosition pos;
            RefAnalysis ref;
            g_autoptr (GError) error = NULL;
            g_autoptr (MnkSolver) solver = new_solver (mode, NULL);
            g_autofree char *text = NULL;
            g_autofree char *where = NULL;

            random_position (rand, &g, 'x', mode != MNK_SCORE_LINES, 9, 9, board, &to_move);
            text = ref_notation (&g, board, to_move);
            where = g_strdup_printf ("%s (%d,%d,%d, %s, limit %" G_GUINT64_FORMAT ")", text,
                                     g.rows, g.cols, g.k, mnk_score_mode_to_string (mode),
                                     limits[i % G_N_ELEMENTS (limits)]);
            parse_board (&pos, &g, board, 'x', to_move, FALSE);
            ref_analyze (&g, board, to_move, mode, default_payoff, &ref);
            mnk_solver_set_limits (solver, limits[i % G_N_ELEMENTS (limits)], 0);
            g_autoptr (MnkAnalysis) a = mnk_solver_analyze (solver, &pos, NULL, &error);
            t.checked++;
            if (a == NULL)
              {
                fail (&t, "%s: refused: %s", where, error->message);
                continue;
              }
            if (!a->stopped)
              {
                g_autoptr (MnkSolver) plain = new_solver (mode, NULL);
                compare (&t, plain, &g, board, 'x', to_move, FALSE, mode, default_payoff);
                continue;
              }
            stopped++;
            stopped_by_mode[mode]++;
            check_partial_analysis (&t, where, g.cols, a, &ref, to_move, mode);
          }
        ref_geometry_clear (&g);
      }
  g_test_message ("%u of %u searches were stopped by their limit (wdl %u, quick %u, lines %u)",
                  stopped, t.checked, stopped_by_mode[MNK_SCORE_WDL],
                  stopped_by_mode[MNK_SCORE_QUICK], stopped_by_mode[MNK_SCORE_LINES]);
  g_assert_cmpuint (stopped, >, 0);
  g_rand_free (rand);
  tally_done (&t);
}

/* Boards too big for the reference: what a stopped search claims must agree
 * with the engine's own unlimited analysis of the same position. */
static void
test_partial_vs_full (void)
{
  static const guint64 limits[] = { 1000, 3000, 9000 };
  GRand *rand = g_rand_new_with_seed (1414);
  Tally t = { "stopped vs unlimited" };
  RefGeometry g;
  guint stopped = 0;

  ref_geometry_init (&g, 4, 4, 4);
  for (MnkScoreMode mode = MNK_SCORE_WDL; mode <= MNK_SCORE_QUICK; mode++)
    for (int i = 0; i < 12; i++)
      {
        char board[REF_MAX_CELLS + 1], to_move;
        MnkPosition pos;
        RefAnalysis full;
        g_autoptr (GError) error = NULL;
        g_autoptr (MnkSolver) solver = new_solver (mode, NULL);
        g_autoptr (MnkSolver) unlimited = new_solver (mode, NULL);
        g_autofree char *text = NULL;
        g_autofree char *where = NULL;

        random_position (rand, &g, 'x', TRUE, 12, 16, board, &to_move);
        text = ref_notation (&g, board, to_move);
        where = g_strdup_printf ("%s (4,4,4, %s, limit %" G_GUINT64_FORMAT ")", text,
                                 mnk_score_mode_to_string (mode), limits[i % G_N_ELEMENTS (limits)]);
        parse_board (&pos, &g, board, 'x', to_move, FALSE);
        g_autoptr (MnkAnalysis) b = mnk_solver_analyze (unlimited, &pos, NULL, &error);
        g_assert_no_error (error);
        g_assert_true (b->value.exact);

        /* the unlimited analysis, in the reference's terms */
        memset (&full, 0, sizeof full);
        full.value = (RefValue) { frac_of (b->value.score), b->value.plies };
        full.n_moves = b->moves->len;
        for (guint m = 0; m < b->moves->len; m++)
          {
            const MnkMoveValue *mv = &g_array_index (b->moves, MnkMoveValue, m);
            g_assert_true (mv->value.exact);
            full.cells[m] = mv->cell;
            full.moves[m] = (RefValue) { frac_of (mv->value.score), mv->value.plies };
          }

        mnk_solver_set_limits (solver, limits[i % G_N_ELEMENTS (limits)], 0);
        g_autoptr (MnkAnalysis) a = mnk_solver_analyze (solver, &pos, NULL, &error);
        g_assert_no_error (error);
        t.checked++;
        if (!a->stopped)
          continue;
        stopped++;
        check_partial_analysis (&t, where, g.cols, a, &full, to_move, mode);
      }
  g_test_message ("%u of %u searches were stopped by their limit", stopped, t.checked);
  g_assert_cmpuint (stopped, >, 0);
  ref_geometry_clear (&g);
  g_rand_free (rand);
  tally_done (&t);
}

static void
test_cancelled (void)
{
  MnkGame game = { 4, 4, 4, MNK_PIECE_X };
  MnkPosition pos;
  g_autoptr (GError) error = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (MnkSolver) solver = new_solver (MNK_SCORE_WDL, NULL);

  mnk_position_init (&pos, &game);
  g_cancellable_cancel (cancellable);
  g_autoptr (MnkAnalysis) a = mnk_solver_analyze (solver, &pos, cancellable, &error);
  g_assert_no_error (error);
  g_assert_nonnull (a);
  assert_stopped_draw_bounds (a);
  /* at once: far fewer nodes than solving 4,4,4 takes */
  g_assert_cmpuint (a->stats.nodes, <=, 100000);
}

static void
test_illegal (void)
{
  static const char *boards[] = { "xxx/ooo/...", "xx./x../...", "o../.../..." };
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      MnkPosition pos;
      MnkValue value;
      MnkPositionSpec spec = { 0, 0, 0, MNK_PIECE_X, MNK_PIECE_EMPTY };
      g_autoptr (GError) error = NULL;
      g_autoptr (MnkSolver) solver = new_solver (MNK_SCORE_WDL, NULL);

      g_assert_true (mnk_position_parse (&pos, boards[i], &spec, &error));
      g_assert_no_error (error);
      g_assert_null (mnk_solver_analyze (solver, &pos, NULL, &error));
      g_assert_error (error, MNK_ERROR, MNK_ERROR_ILLEGAL);
      g_clear_error (&error);
      g_assert_false (mnk_solver_solve (solver, &pos, NULL, &value, &error));
      g_assert_error (error, MNK_ERROR, MNK_ERROR_ILLEGAL);
    }
}

/* solve gives the root value of analyze, for a sample of positions */
static void
test_solve_matches (void)
{
  RefGeometry g;
  RefEnumeration e;
  char board[REF_MAX_CELLS + 1];
  Tally t = { "solve vs reference" };

  ref_geometry_init (&g, 3, 3, 3);
  ref_enumerate (&g, 'x', &e);
  for (MnkScoreMode mode = MNK_SCORE_WDL; mode <= MNK_SCORE_EXPECTED; mode++)
    {
      g_autoptr (MnkSolver) solver = new_solver (mode, default_payoff);
      for (guint i = 0; i < e.keys->len; i += 11)
        {
          MnkPosition pos;
          MnkValue value;
          RefAnalysis ref;
          char to_move;
          g_autoptr (GError) error = NULL;
          g_autofree char *where = NULL;
          g_autofree char *text = NULL;

          ref_decode (&g, g_array_index (e.keys, guint64, i), board);
          to_move = ref_side_from_counts (&g, board, 'x');
          text = ref_notation (&g, board, to_move);
          where = g_strdup_printf ("solve %s %s", text, mnk_score_mode_to_string (mode));
          parse_board (&pos, &g, board, 'x', to_move, FALSE);
          ref_analyze (&g, board, to_move, mode, default_payoff, &ref);
          t.checked++;
          if (!mnk_solver_solve (solver, &pos, NULL, &value, &error))
            fail (&t, "%s: refused: %s", where, error->message);
          else
            value_matches (&t, where, &value, ref.value, to_move, mode);
        }
    }
  ref_enumeration_clear (&e);
  ref_geometry_clear (&g);
  tally_done (&t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/solver/reference-self-check", test_reference_self_check);
  g_test_add_func ("/solver/score-helpers", test_score_helpers);
  g_test_add_func ("/solver/illegal", test_illegal);
  g_test_add_func ("/solver/empty-3x3", test_empty_3x3);
  g_test_add_func ("/solver/problem-wdl", test_problem_wdl);
  g_test_add_func ("/solver/problem-quick", test_problem_quick);
  g_test_add_func ("/solver/problem-lines", test_problem_lines);
  g_test_add_func ("/solver/problem-expected", test_problem_expected);
  g_test_add_func ("/solver/3x3/wdl", test_3x3_wdl);
  g_test_add_func ("/solver/3x3/quick", test_3x3_quick);
  g_test_add_func ("/solver/3x3/lines", test_3x3_lines);
  g_test_add_func ("/solver/3x3/lines-any-board", test_3x3_lines_any_board);
  g_test_add_func ("/solver/3x3/expected", test_3x3_expected);
  g_test_add_func ("/solver/solve-matches", test_solve_matches);
  g_test_add_func ("/solver/random/4x3", test_random_4x3);
  g_test_add_func ("/solver/random/4x4k3", test_random_4x4k3);
  g_test_add_func ("/solver/random/4x4k4", test_random_4x4k4);
  g_test_add_func ("/solver/random/payoffs", test_random_payoffs);
  g_test_add_func ("/solver/small-games", test_small_games);
  g_test_add_func ("/solver/random/small-table", test_random_small_table);
  g_test_add_func ("/solver/threads", test_threads);
  g_test_add_func ("/solver/deep/self-check", test_deep_self_check);
  g_test_add_func ("/solver/deep/4x3", test_deep_4x3);
  g_test_add_func ("/solver/deep/4x4k3", test_deep_4x4k3);
  g_test_add_func ("/solver/deep/4x4k4", test_deep_4x4k4);
  g_test_add_func ("/solver/limits/node-limit", test_node_limit);
  g_test_add_func ("/solver/limits/partial-results", test_partial_results);
  g_test_add_func ("/solver/limits/partial-vs-full", test_partial_vs_full);
  g_test_add_func ("/solver/limits/cancelled", test_cancelled);
  g_test_add_func ("/solver/empty-boards", test_empty_boards);
  return g_test_run ();
}
