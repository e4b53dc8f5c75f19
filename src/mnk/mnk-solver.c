/* mnk-solver.c — exact search for every scoring mode.
 *
 * wdl and quick share one search on the quick scale: a win is worth the
 * empty cells left after it plus one, a draw 0, all from the side to move's
 * view (negamax). The sign of that value is the wdl result and its size says
 * how many plies the game lasts, so wdl gets "X wins in 5 plies" for free and
 * both modes share one transposition table. The exact value is found with
 * null-window probes (is it above 0? below 0? then bisection), each a cheap
 * alpha-beta search whose bounds the table keeps for the next probe.
 *
 * lines uses the same negamax on the final line difference, with no stop at a
 * k-in-a-row. expected is an expectimax with exact rational values kept as
 * integers over a common denominator (see ev_search).
 */
#include "mnk-solver.h"

#include <string.h>

#define BIT(c) (G_GUINT64_CONSTANT (1) << (c))
#define INF 30000
#define CHECK_EVERY 1024

typedef __int128 Num;

enum { BOUND_LOWER = 1, BOUND_UPPER = 2, BOUND_EXACT = 3 };

/* A table slot keeps the whole canonical position as its key, so a hit is
 * never a different position: storing only bounds that the search proved for
 * that very position is therefore always safe to reuse, whatever path led
 * there, because every value here depends on the position alone (the quick
 * scale counts the empty cells, which the position fixes). */
typedef struct {
  guint64 me, op;
  gint16 value;
  guint8 bound;
  guint8 move;          /* best move in the canonical frame; 0xff none */
  guint32 work;         /* nodes the search below it took: what it saves */
} TTEntry;

typedef struct {
  guint64 me, op;
  Num num;
  gboolean max_to_move;   /* the same stones are a different node for the other role */
} EVEntry;

typedef enum { TABLE_NONE, TABLE_QUICK, TABLE_LINES } TableKind;

struct _MnkSolver {
  MnkSolverOptions options;

  /* the game the tables belong to */
  const MnkGeometry *g;
  int k;
  TableKind table_kind;
  guint8 inverse[8][MNK_MAX_CELLS];
  guint8 order[MNK_MAX_CELLS];     /* cells by how many windows pass them */

  /* The tables start small and grow (see table_grow) up to their size
   * limit, so a small search touches little memory. */
  TTEntry *tt;
  guint64 tt_mask, tt_max, tt_stores;
  EVEntry *ev;
  guint64 ev_mask, ev_max, ev_stores;
  int ev_payoff[3];

  /* search state */
  guint64 nodes, tt_hits;
  guint64 node_limit;
  double time_limit;
  guint64 node_stop;
  gint64 start_us, deadline_us, next_progress_us;
  guint countdown;
  GCancellable *cancellable;
  gboolean stop;
  int root_empty;
  MnkScoreMode mode;
  int root_lo, root_hi;            /* progress: bounds on the root in search scale */
};

/* ---- small pieces ------------------------------------------------------ */

static inline int
popcount (guint64 v)
{
  return __builtin_popcountll (v);
}

static inline int
lowest (guint64 v)
{
  return __builtin_ctzll (v);
}

static inline guint64
hash_key (guint64 a, guint64 b)
{
  guint64 h = a * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) ^ (b + G_GUINT64_CONSTANT (0x632BE59BD9B4E019));
  h ^= h >> 32;
  h *= G_GUINT64_CONSTANT (0xD6E8FEB86659FD93);
  h ^= h >> 29;
  return h;
}

/* The least image of (me, op) over the board's symmetries; *sym says which. */
static inline void
canonical (const MnkGeometry *g, guint64 me, guint64 op,
           guint64 *cme, guint64 *cop, int *sym)
{
  guint64 bm = me, bo = op;
  int bs = 0;
  for (int s = 1; s < g->n_symmetries; s++)
    {
      guint64 tm = mnk_geometry_transform (g, s, me);
      if (tm > bm)
        continue;
      guint64 to = mnk_geometry_transform (g, s, op);
      if (tm < bm || to < bo)
        {
          bm = tm;
          bo = to;
          bs = s;
        }
    }
  *cme = bm;
  *cop = bo;
  *sym = bs;
}

typedef struct {
  guint64 my_threats;    /* empty cells that complete a window for me */
  guint64 op_threats;
  gboolean me_live;      /* I can still complete some window in time */
  gboolean op_live;
} Survey;

/* One pass over the windows: immediate wins for both sides, and whether
 * either side can still complete a window with the moves it has left. */
static inline void
survey (const MnkGeometry *g, int k, guint64 me, guint64 op, int empty, Survey *s)
{
  int my_moves = (empty + 1) / 2, op_moves = empty / 2;
  s->my_threats = s->op_threats = 0;
  s->me_live = s->op_live = FALSE;
  for (int w = 0; w < g->n_windows; w++)
    {
      guint64 m = g->windows[w].mask;
      if ((op & m) == 0)
        {
          int need = k - popcount (me & m);
          if (need == 1)
            s->my_threats |= m & ~me;
          if (need <= my_moves)
            s->me_live = TRUE;
        }
      if ((me & m) == 0)
        {
          int need = k - popcount (op & m);
          if (need == 1)
            s->op_threats |= m & ~op;
          if (need <= op_moves)
            s->op_live = TRUE;
        }
    }
}

static inline gboolean
completes_line (const MnkGeometry *g, guint64 stones, int cell)
{
  for (int i = 0; i < g->n_cell_windows[cell]; i++)
    {
      guint64 m = g->windows[g->cell_windows[cell][i]].mask;
      if ((stones & m) == m)
        return TRUE;
    }
  return FALSE;
}

static int
count_lines (const MnkGeometry *g, guint64 stones)
{
  int n = 0;
  for (int w = 0; w < g->n_windows; w++)
    if ((stones & g->windows[w].mask) == g->windows[w].mask)
      n++;
  return n;
}

/* Windows that stones complete now, and those still open to them. */
static void
line_bounds (const MnkGeometry *g, guint64 mine, guint64 theirs, int *done, int *open)
{
  *done = *open = 0;
  for (int w = 0; w < g->n_windows; w++)
    {
      guint64 m = g->windows[w].mask;
      if ((mine & m) == m)
        (*done)++;
      else if ((theirs & m) == 0)
        (*open)++;
    }
}

/* Moves in a good order: the table's move, then cells that build my open
 * windows or break the opponent's, weighted by how full those windows are. */
static int
order_moves (MnkSolver *S, guint64 me, guint64 op, guint64 candidates,
             int first, guint8 *moves)
{
  const MnkGeometry *g = S->g;
  int scores[MNK_MAX_CELLS];
  int n = 0;

  if (first >= 0 && (candidates & BIT (first)))
    {
      moves[n] = (guint8) first;
      scores[n++] = G_MAXINT;
      candidates &= ~BIT (first);
    }
  for (int i = 0; i < g->cells; i++)
    {
      int c = S->order[i];
      if (!(candidates & BIT (c)))
        continue;
      int score = 0;
      for (int j = 0; j < g->n_cell_windows[c]; j++)
        {
          guint64 m = g->windows[g->cell_windows[c][j]].mask;
          if ((op & m) == 0)
            score += 1 << (2 * popcount (me & m));
          if ((me & m) == 0)
            score += 1 << (2 * popcount (op & m));
        }
      int at = n++;
      while (at > 0 && scores[at - 1] < score)
        {
          scores[at] = scores[at - 1];
          moves[at] = moves[at - 1];
          at--;
        }
      scores[at] = score;
      moves[at] = (guint8) c;
    }
  return n;
}

/* ---- limits and progress ----------------------------------------------- */

static void
report_progress (MnkSolver *S, gint64 now)
{
  if (S->options.progress == NULL)
    return;
  MnkProgress p = { 0 };
  p.nodes = S->nodes;
  p.elapsed_ms = (now - S->start_us) / 1000.0;
  p.nodes_per_second = p.elapsed_ms > 0 ? S->nodes / (p.elapsed_ms / 1000.0) : 0;
  int lo = S->root_lo, hi = S->root_hi;
  if (S->mode == MNK_SCORE_WDL)
    {
      lo = lo > 0 ? 1 : lo < 0 ? -1 : 0;
      hi = hi > 0 ? 1 : hi < 0 ? -1 : 0;
    }
  p.lo = (MnkScore) { lo, 1 };
  p.hi = (MnkScore) { hi, 1 };
  if (S->mode == MNK_SCORE_EXPECTED)
    {
      p.lo = (MnkScore) { S->ev_payoff[2], 1 };
      p.hi = (MnkScore) { S->ev_payoff[0], 1 };
    }
  S->options.progress (&p, S->options.progress_data);
}

/* Called every CHECK_EVERY nodes: limits, cancellation, progress. */
static gboolean
check_stop (MnkSolver *S)
{
  S->countdown = CHECK_EVERY;
  if (S->cancellable && g_cancellable_is_cancelled (S->cancellable))
    S->stop = TRUE;
  gint64 now = g_get_monotonic_time ();
  if (S->deadline_us && now >= S->deadline_us)
    S->stop = TRUE;
  if (!S->stop && now >= S->next_progress_us)
    {
      S->next_progress_us = now + 50000;
      report_progress (S, now);
    }
  return S->stop;
}

static inline gboolean
count_node (MnkSolver *S)
{
  S->nodes++;
  /* The node limit is exact; clocks and cancellation are looked at in
   * batches, since reading them costs more than a node. */
  if (G_UNLIKELY (S->node_stop && S->nodes >= S->node_stop))
    S->stop = TRUE;
  if (--S->countdown == 0)
    return check_stop (S);
  return S->stop;
}

/* ---- the quick-scale search (wdl, quick) ------------------------------- */

/* Two entries a bucket: a position may sit in either. The first keeps the
 * costlier of the searches that met there, the second the latest, so deep
 * results survive a flood of cheap ones near the leaves. */
static inline TTEntry *
tt_bucket (MnkSolver *S, guint64 cme, guint64 cop)
{
  return &S->tt[hash_key (cme, cop) & S->tt_mask & ~G_GUINT64_CONSTANT (1)];
}

static inline TTEntry *
tt_find (TTEntry *bucket, guint64 cme, guint64 cop)
{
  for (int i = 0; i < 2; i++)
    if (bucket[i].me == cme && bucket[i].op == cop && bucket[i].bound)
      return &bucket[i];
  return NULL;
}

/* Puts entry e into its bucket: over the same position if it is there,
 * else over the cheaper of the two, moving a cheaper first entry down. */
static void
tt_place (TTEntry *bucket, const TTEntry *e)
{
  TTEntry *slot = tt_find (bucket, e->me, e->op);
  if (slot == NULL)
    {
      if (e->work >= bucket[0].work)
        {
          bucket[1] = bucket[0];
          slot = &bucket[0];
        }
      else
        slot = &bucket[1];
    }
  *slot = *e;
}

static void
tt_store (MnkSolver *S, guint64 cme, guint64 cop, int value, int alpha, int beta,
          int move, guint64 work)
{
  TTEntry e = {
    .me = cme,
    .op = cop,
    .value = (gint16) value,
    .bound = value <= alpha ? BOUND_UPPER : value >= beta ? BOUND_LOWER : BOUND_EXACT,
    .move = (guint8) move,
    .work = (guint32) MIN (work, G_MAXUINT32),
  };
  tt_place (tt_bucket (S, cme, cop), &e);
  S->tt_stores++;
}

/* Once a table has taken as many stores as it has entries and may grow,
 * it grows fourfold and takes its entries along. The expectimax table grows
 * at half that: it has one entry a slot and no pruning to hide a lost
 * value, so every collision is work done again. Searches keep no pointer
 * into a table across a recursive call, so this is safe at any node. */
static void
table_grow (MnkSolver *S)
{
  if (S->tt != NULL && S->tt_stores > S->tt_mask && S->tt_mask + 1 < S->tt_max)
    {
      TTEntry *old = S->tt;
      guint64 n_old = S->tt_mask + 1, n = MIN (n_old * 4, S->tt_max);
      S->tt = g_new0 (TTEntry, n);
      S->tt_mask = n - 1;
      S->tt_stores = 0;
      for (guint64 i = 0; i < n_old; i++)
        if (old[i].bound)
          tt_place (tt_bucket (S, old[i].me, old[i].op), &old[i]);
      g_free (old);
    }
  if (S->ev != NULL && S->ev_stores > S->ev_mask / 2 && S->ev_mask + 1 < S->ev_max)
    {
      EVEntry *old = S->ev;
      guint64 n_old = S->ev_mask + 1, n = MIN (n_old * 4, S->ev_max);
      S->ev = g_new0 (EVEntry, n);
      S->ev_mask = n - 1;
      S->ev_stores = 0;
      for (guint64 i = 0; i < n_old; i++)
        if ((old[i].me | old[i].op) != 0)
          S->ev[(hash_key (old[i].me, old[i].op) ^ old[i].max_to_move) & S->ev_mask] = old[i];
      g_free (old);
    }
}

/* What the rules of the mode settle at a node before any search. Returns
 * TRUE with the node's value in *value when it is settled; otherwise narrows
 * [*lo, *hi] to the values still possible and sets *forced to the only move
 * worth trying (0: any). */
static inline gboolean
quick_rules (MnkSolver *S, guint64 me, guint64 op, guint64 empty,
             int *value, int *lo, int *hi, guint64 *forced)
{
  int e = popcount (empty);
  Survey sv;

  survey (S->g, S->k, me, op, e, &sv);
  *value = 0;
  if (sv.my_threats & empty)
    *value = e;                     /* win now: e - 1 cells left, plus one */
  else if (e == 1)
    *value = 0;                     /* the last cell cannot win: draw */
  else if (popcount (sv.op_threats & empty) >= 2)
    *value = -(e - 1);              /* two threats: one stays open */
  else if (!sv.me_live && !sv.op_live)
    *value = 0;                     /* nobody can complete a window in time */
  else
    {
      /* My fastest win is my next move but one; a side that can complete
       * no window can only draw or lose. */
      *hi = sv.me_live ? e - 2 : 0;
      *lo = sv.op_live ? -(e - 1) : 0;
      *forced = sv.op_threats & empty;
      return FALSE;
    }
  return TRUE;
}

/* In lines mode the value lies between my completing every window still
 * open to me and the opponent's completing every one open to them. */
static inline gboolean
lines_rules (MnkSolver *S, guint64 me, guint64 op, int *value, int *lo, int *hi)
{
  int my_done, my_open, op_done, op_open;
  line_bounds (S->g, me, op, &my_done, &my_open);
  line_bounds (S->g, op, me, &op_done, &op_open);
  *hi = my_done + my_open - op_done;
  *lo = my_done - op_done - op_open;
  *value = *lo;
  return *lo == *hi;
}

/* Negamax with a fail-soft alpha-beta window, on the quick scale (wdl,
 * quick) or on the line difference (lines). In quick mode the caller
 * guarantees that the last move did not win: a winning move is found here as
 * an immediate threat and scored without descending into it. */
static int
search (MnkSolver *S, guint64 me, guint64 op, int alpha, int beta)
{
  const MnkGeometry *g = S->g;
  guint64 empty = g->full & ~(me | op);
  gboolean lines = S->table_kind == TABLE_LINES;

  if (empty == 0)
    return lines ? count_lines (g, me) - count_lines (g, op) : 0;
  if (count_node (S))
    return 0;
  if (G_UNLIKELY (S->tt_stores > S->tt_mask))
    table_grow (S);

  /* The table slot is a cache miss most of the time: find it first and let
   * the memory load run while the rules are looked at. */
  guint64 cme, cop;
  int sym;
  canonical (g, me, op, &cme, &cop, &sym);
  TTEntry *bucket = tt_bucket (S, cme, cop);
  __builtin_prefetch (bucket);
  __builtin_prefetch (bucket + 1);
  guint64 nodes_before = S->nodes;

  int value, lo, hi;
  guint64 forced = 0;
  if (lines ? lines_rules (S, me, op, &value, &lo, &hi)
            : quick_rules (S, me, op, empty, &value, &lo, &hi, &forced))
    return value;
  if (hi < beta)
    {
      beta = hi;
      if (alpha >= beta)
        return beta;
    }
  if (lo > alpha)
    {
      alpha = lo;
      if (alpha >= beta)
        return alpha;
    }

  int tt_move = -1;
  TTEntry *slot = tt_find (bucket, cme, cop);
  if (slot != NULL)
    {
      S->tt_hits++;
      int v = slot->value;
      if (slot->bound == BOUND_EXACT)
        return v;
      if (slot->bound == BOUND_LOWER && v > alpha)
        alpha = v;
      else if (slot->bound == BOUND_UPPER && v < beta)
        beta = v;
      if (alpha >= beta)
        return v;
      if (slot->move != 0xff)
        tt_move = S->inverse[sym][slot->move];
    }

  guint8 moves[MNK_MAX_CELLS];
  int n;
  if (forced)
    {
      moves[0] = (guint8) lowest (forced);
      n = 1;
    }
  else
    n = order_moves (S, me, op, empty, tt_move, moves);

  int alpha0 = alpha, best = -INF, best_move = moves[0];
  for (int i = 0; i < n; i++)
    {
      int v = -search (S, op, me | BIT (moves[i]), -beta, -alpha);
      if (S->stop)
        return 0;
      if (v > best)
        {
          best = v;
          best_move = moves[i];
          if (v > alpha)
            {
              alpha = v;
              if (alpha >= beta)
                break;
            }
        }
    }

  tt_store (S, cme, cop, best, alpha0, beta, g->symmetry_map[sym][best_move],
            S->nodes - nodes_before);
  return best;
}

/* ---- expected mode ----------------------------------------------------- */

/* Values are kept as numerators over D(position): the product of the empty
 * counts at every random ply from here until the board would be full. D is
 * fixed by the empty count and by who moves, so a table entry needs no
 * denominator; a max node has the same D as its children, and a random node
 * with e empty cells has D = e * D(child), so its numerator is just the sum
 * of its children's. A game that ends early scores payoff * D(end). */
static Num
ev_denominator (int empty, gboolean max_to_move)
{
  Num d = 1;
  for (int e = max_to_move ? empty - 1 : empty; e > 0; e -= 2)
    d *= e;
  return d;
}

static Num
ev_search (MnkSolver *S, guint64 me, guint64 op, gboolean max_to_move)
{
  const MnkGeometry *g = S->g;
  guint64 empty = g->full & ~(me | op);
  int e = popcount (empty);

  /* Payoffs from the maximiser's view: W, D, L. */
  Num win = S->ev_payoff[0], draw = S->ev_payoff[1], loss = S->ev_payoff[2];
  if (e == 0)
    return draw;
  if (count_node (S))
    return 0;
  if (G_UNLIKELY (S->ev_stores > S->ev_mask / 2))
    table_grow (S);

  Num d_child = ev_denominator (e - 1, !max_to_move);
  guint64 cme, cop;
  int sym;
  canonical (g, me, op, &cme, &cop, &sym);
  EVEntry *slot = &S->ev[(hash_key (cme, cop) ^ max_to_move) & S->ev_mask];
  if (slot->me == cme && slot->op == cop && slot->max_to_move == max_to_move
      && (slot->me | slot->op) != 0)
    {
      S->tt_hits++;
      return slot->num;
    }

  Num result = 0;
  gboolean any = FALSE;
  for (guint64 rest = empty; rest; rest &= rest - 1)
    {
      int c = lowest (rest);
      guint64 mine = me | BIT (c);
      Num v;
      if (completes_line (g, mine, c))
        v = (max_to_move ? win : loss) * d_child;
      else
        v = ev_search (S, op, mine, !max_to_move);
      if (S->stop)
        return 0;
      if (max_to_move)
        {
          if (!any || v > result)
            result = v;
          /* Nothing beats winning now when the win is the best payoff. */
          if (completes_line (g, mine, c) && win >= draw && win >= loss)
            {
              result = v;
              break;
            }
        }
      else
        result += v;
      any = TRUE;
    }

  if ((cme | cop) != 0)
    {
      /* The table may have grown below: find the slot again. */
      slot = &S->ev[(hash_key (cme, cop) ^ max_to_move) & S->ev_mask];
      *slot = (EVEntry) { cme, cop, result, max_to_move };
      S->ev_stores++;
    }
  return result;
}

/* ---- set-up ------------------------------------------------------------ */

void
mnk_solver_options_init (MnkSolverOptions *options)
{
  memset (options, 0, sizeof *options);
  options->mode = MNK_SCORE_WDL;
  options->payoff[0] = 1;
  options->payoff[1] = 0;
  options->payoff[2] = -10;
}

MnkSolver *
mnk_solver_new (const MnkSolverOptions *options)
{
  MnkSolver *S = g_new0 (MnkSolver, 1);
  if (options)
    S->options = *options;
  else
    mnk_solver_options_init (&S->options);
  S->node_limit = S->options.node_limit;
  S->time_limit = S->options.time_limit;
  return S;
}

void
mnk_solver_free (MnkSolver *solver)
{
  if (solver == NULL)
    return;
  g_free (solver->tt);
  g_free (solver->ev);
  g_free (solver);
}

void
mnk_solver_set_limits (MnkSolver *solver, guint64 node_limit, double time_limit)
{
  solver->node_limit = node_limit;
  solver->time_limit = time_limit;
}

MnkStats
mnk_solver_get_stats (const MnkSolver *solver)
{
  MnkStats st = { solver->nodes, solver->tt_hits, 0 };
  return st;
}

static guint64
table_entries (const MnkSolver *S, gsize entry_size)
{
  gsize mb = S->options.tt_mb ? S->options.tt_mb : 64;
  guint64 bytes = (guint64) mb << 20;
  guint64 n = 1;
  while (n * 2 * entry_size <= bytes)
    n *= 2;
  return MAX (n, 1024);
}

#define TABLE_START_ENTRIES 65536

/* A fresh, small, empty table of entry_size entries, with its size limit
 * from the options. */
static gpointer
table_new (const MnkSolver *S, gsize entry_size, guint64 *mask, guint64 *max,
           guint64 *stores)
{
  *max = table_entries (S, entry_size);
  guint64 n = MIN (*max, TABLE_START_ENTRIES);
  *mask = n - 1;
  *stores = 0;
  return g_malloc0 (n * entry_size);
}

static void
tt_reset (MnkSolver *S)
{
  g_free (S->tt);
  S->tt = table_new (S, sizeof (TTEntry), &S->tt_mask, &S->tt_max, &S->tt_stores);
}

static void
ev_reset (MnkSolver *S)
{
  g_free (S->ev);
  S->ev = table_new (S, sizeof (EVEntry), &S->ev_mask, &S->ev_max, &S->ev_stores);
}

/* Points the solver at pos's game and mode, keeping the tables when they
 * still apply. */
static void
prepare (MnkSolver *S, const MnkPosition *pos)
{
  const MnkGeometry *g = mnk_geometry_lookup (pos->game.rows, pos->game.cols, pos->game.k);
  TableKind kind = S->options.mode == MNK_SCORE_LINES ? TABLE_LINES
                 : S->options.mode == MNK_SCORE_EXPECTED ? TABLE_NONE : TABLE_QUICK;

  if (g != S->g)
    {
      S->g = g;
      S->k = g->k;
      for (int s = 0; s < g->n_symmetries; s++)
        for (int c = 0; c < g->cells; c++)
          S->inverse[s][g->symmetry_map[s][c]] = (guint8) c;
      /* Cells crossed by more windows first: a stable, useful tie-break. */
      for (int c = 0; c < g->cells; c++)
        {
          int at = c;
          while (at > 0 && g->n_cell_windows[S->order[at - 1]] < g->n_cell_windows[c])
            {
              S->order[at] = S->order[at - 1];
              at--;
            }
          S->order[at] = (guint8) c;
        }
      S->table_kind = TABLE_NONE;
      if (S->tt)
        tt_reset (S);
      if (S->ev)
        ev_reset (S);
    }

  if (kind != TABLE_NONE)
    {
      if (S->tt == NULL || S->table_kind != kind)
        tt_reset (S);
      S->table_kind = kind;
    }
  else
    {
      if (S->ev == NULL || memcmp (S->ev_payoff, S->options.payoff, sizeof S->ev_payoff) != 0)
        ev_reset (S);
      memcpy (S->ev_payoff, S->options.payoff, sizeof S->ev_payoff);
    }
}

static void
start_clock (MnkSolver *S, GCancellable *cancellable)
{
  S->nodes = 0;
  S->tt_hits = 0;
  S->stop = FALSE;
  S->countdown = CHECK_EVERY;
  S->cancellable = cancellable;
  S->start_us = g_get_monotonic_time ();
  S->next_progress_us = S->start_us + 50000;
  S->node_stop = S->node_limit;
  S->deadline_us = S->time_limit > 0 ? S->start_us + (gint64) (S->time_limit * 1e6) : 0;
  S->mode = S->options.mode;
  if (cancellable && g_cancellable_is_cancelled (cancellable))
    S->stop = TRUE;
}

/* ---- values ------------------------------------------------------------ */

static gint64
gcd64 (Num a, Num b)
{
  if (a < 0)
    a = -a;
  while (b)
    {
      Num t = a % b;
      a = b;
      b = t;
    }
  return (gint64) a;
}

static MnkScore
make_fraction (Num num, Num den)
{
  Num d = gcd64 (num, den);
  if (d > 1)
    {
      num /= d;
      den /= d;
    }
  return (MnkScore) { (gint64) num, (gint64) den };
}

/* A value on the search scale (v for the side to move at the analysed
 * position) in the mode's terms. e is the empty count at the analysed
 * position, after: 1 for a move's value (plies count after the move). */
static MnkValue
value_from_search (MnkSolver *S, MnkPiece mover, int v, int e, int after)
{
  MnkValue val = { 0 };
  val.exact = TRUE;
  val.result = v > 0 ? (MnkResult) mover : v < 0 ? (MnkResult) MNK_OTHER (mover) : MNK_RESULT_DRAW;
  G_STATIC_ASSERT ((int) MNK_RESULT_X == (int) MNK_PIECE_X && (int) MNK_RESULT_O == (int) MNK_PIECE_O);
  switch (S->options.mode)
    {
    case MNK_SCORE_WDL:
    case MNK_SCORE_QUICK:
      {
        int end_empty = v == 0 ? 0 : ABS (v) - 1;
        val.plies = e - end_empty - after;
        val.score.num = S->options.mode == MNK_SCORE_QUICK ? v : (v > 0) - (v < 0);
        break;
      }
    default:
      val.plies = e - after;
      val.score.num = v;
      break;
    }
  val.score.den = 1;
  val.lo = val.hi = val.score;
  return val;
}

static MnkValue
value_unknown (MnkSolver *S, int lo, int hi)
{
  MnkValue val = { 0 };
  val.result = MNK_RESULT_UNKNOWN;
  val.exact = FALSE;
  val.plies = -1;
  if (S->options.mode == MNK_SCORE_WDL)
    {
      lo = (lo > 0) - (lo < 0);
      hi = (hi > 0) - (hi < 0);
    }
  val.lo = (MnkScore) { lo, 1 };
  val.hi = (MnkScore) { hi, 1 };
  val.score = val.lo;
  return val;
}

/* The exact search value of (me, op) to move, with the last move not a win;
 * lo and hi narrow as probes prove bounds. FALSE if a limit stopped it. */
static gboolean
search_exact (MnkSolver *S, guint64 me, guint64 op, gboolean root,
              int *lo, int *hi, int *value)
{
  /* Most positions are draws or near them: ask about 0 and -1 first, then
   * halve what is left. Each probe is a null window around mid. */
  int first_probes[2] = { 0, -1 };
  for (int i = 0; *lo < *hi && !S->stop; i++)
    {
      int mid = i < 2 ? first_probes[i] : *lo + (*hi - *lo) / 2;
      if (mid < *lo || mid >= *hi)
        continue;
      int r = search (S, me, op, mid, mid + 1);
      if (S->stop)
        break;
      if (r <= mid)
        *hi = MIN (*hi, r);
      else
        *lo = MAX (*lo, r);
      if (root)
        {
          S->root_lo = *lo;
          S->root_hi = *hi;
        }
    }
  *value = *lo;
  return *lo == *hi;
}

/* The widest search values a position with e empty cells can take. */
static void
search_range (MnkSolver *S, int e, int *lo, int *hi)
{
  if (S->options.mode == MNK_SCORE_LINES)
    {
      *lo = -S->g->n_windows;
      *hi = S->g->n_windows;
    }
  else
    {
      *lo = -e;
      *hi = e;
    }
}

/* The search value (mover's view) of the position after mover plays cell.
 * Returns FALSE with bounds in lo and hi when stopped. */
static gboolean
move_value (MnkSolver *S, guint64 me, guint64 op, int cell, int *lo, int *hi, int *v)
{
  const MnkGeometry *g = S->g;
  guint64 mine = me | BIT (cell);
  int e_after = popcount (g->full & ~(mine | op));

  if (S->options.mode != MNK_SCORE_LINES && completes_line (g, mine, cell))
    {
      *lo = *hi = *v = e_after + 1;
      return TRUE;
    }
  int clo, chi, cv;
  search_range (S, e_after, &clo, &chi);
  gboolean ok = search_exact (S, op, mine, FALSE, &clo, &chi, &cv);
  *lo = -chi;
  *hi = -clo;
  *v = -cv;
  return ok;
}

static int
compare_moves (gconstpointer pa, gconstpointer pb, gpointer data)
{
  const MnkMoveValue *a = pa, *b = pb;
  /* Exact before unknown; then by score; faster wins and slower losses. */
  if (a->value.exact != b->value.exact)
    return a->value.exact ? -1 : 1;
  int c = mnk_score_compare (b->value.hi, a->value.hi);
  if (c != 0)
    return c;
  c = mnk_score_compare (b->value.lo, a->value.lo);
  if (c != 0)
    return c;
  if (a->value.exact && a->value.plies != b->value.plies)
    {
      gboolean winning = a->value.score.num > 0;
      if (a->value.result != MNK_RESULT_DRAW && a->value.result != MNK_RESULT_NONE)
        return winning ? a->value.plies - b->value.plies : b->value.plies - a->value.plies;
    }
  return a->cell - b->cell;
}

/* ---- public entry points ----------------------------------------------- */

static gboolean
check_position (MnkSolver *S, const MnkPosition *pos, GError **error)
{
  if (!mnk_position_validate (pos, S->options.mode, error))
    return FALSE;
  if (S->options.mode == MNK_SCORE_EXPECTED)
    {
      const MnkGeometry *g = mnk_geometry_lookup (pos->game.rows, pos->game.cols, pos->game.k);
      int e = popcount (g->full & ~(pos->stones[0] | pos->stones[1]));
      Num d = ev_denominator (e, TRUE);
      int pmax = MAX (ABS (S->options.payoff[0]), MAX (ABS (S->options.payoff[1]), ABS (S->options.payoff[2])));
      /* Keep the exact numerators far inside 128 bits, and the reduced
       * fraction inside 64 (it is at most the denominator's size). */
      if (e > 40 || d > (Num) G_MAXINT64 / MAX (pmax, 1) / 64)
        {
          g_set_error (error, MNK_ERROR, MNK_ERROR_TOO_LARGE,
                       "expected mode is exact only up to about 20 empty cells "
                       "(this position has %d)", e);
          return FALSE;
        }
    }
  return TRUE;
}

static void
terminal_value (MnkSolver *S, const MnkPosition *pos, MnkStatus status, int e, MnkValue *val)
{
  memset (val, 0, sizeof *val);
  val->exact = TRUE;
  val->plies = 0;
  val->score.den = 1;
  MnkPiece mover = pos->to_move;
  MnkResult res = status == MNK_STATUS_X_WON ? MNK_RESULT_X
                : status == MNK_STATUS_O_WON ? MNK_RESULT_O : MNK_RESULT_DRAW;
  val->result = res;
  gboolean mover_won = (int) res == (int) mover;
  gboolean drawn = res == MNK_RESULT_DRAW;
  switch (S->options.mode)
    {
    case MNK_SCORE_WDL:
      val->score.num = drawn ? 0 : mover_won ? 1 : -1;
      break;
    case MNK_SCORE_QUICK:
      val->score.num = drawn ? 0 : mover_won ? e + 1 : -(e + 1);
      break;
    case MNK_SCORE_LINES:
      {
        const MnkGeometry *g = S->g;
        guint64 me = pos->stones[MNK_SIDE (mover)], op = pos->stones[1 - MNK_SIDE (mover)];
        val->score.num = count_lines (g, me) - count_lines (g, op);
        break;
      }
    case MNK_SCORE_EXPECTED:
      val->result = MNK_RESULT_NONE;
      val->score.num = S->options.payoff[drawn ? 1 : mover_won ? 0 : 2];
      val->plies = -1;
      break;
    }
  val->lo = val->hi = val->score;
}

static MnkValue
ev_value (Num num, Num den)
{
  MnkValue val = { 0 };
  val.result = MNK_RESULT_NONE;
  val.exact = TRUE;
  val.plies = -1;
  val.score = make_fraction (num, den);
  val.lo = val.hi = val.score;
  return val;
}

static MnkValue
ev_unknown (MnkSolver *S)
{
  MnkValue val = { 0 };
  val.result = MNK_RESULT_UNKNOWN;
  val.plies = -1;
  val.lo = (MnkScore) { S->options.payoff[2], 1 };
  val.hi = (MnkScore) { S->options.payoff[0], 1 };
  val.score = val.lo;
  return val;
}

static void
finish_stats (MnkSolver *S, MnkStats *st)
{
  st->nodes = S->nodes;
  st->tt_hits = S->tt_hits;
  st->time_ms = (g_get_monotonic_time () - S->start_us) / 1000.0;
}

gboolean
mnk_solver_solve (MnkSolver *S, const MnkPosition *pos, GCancellable *cancellable,
                  MnkValue *value, GError **error)
{
  if (!check_position (S, pos, error))
    return FALSE;
  prepare (S, pos);
  start_clock (S, cancellable);

  const MnkGeometry *g = S->g;
  guint64 me = pos->stones[MNK_SIDE (pos->to_move)];
  guint64 op = pos->stones[1 - MNK_SIDE (pos->to_move)];
  int e = popcount (g->full & ~(me | op));
  S->root_empty = e;
  MnkStatus status = mnk_position_status (pos, S->options.mode);

  if (status != MNK_STATUS_ONGOING)
    terminal_value (S, pos, status, e, value);
  else if (S->options.mode == MNK_SCORE_EXPECTED)
    {
      Num num = ev_search (S, me, op, TRUE);
      *value = S->stop ? ev_unknown (S) : ev_value (num, ev_denominator (e, TRUE));
    }
  else
    {
      int lo, hi, v;
      search_range (S, e, &lo, &hi);
      S->root_lo = lo;
      S->root_hi = hi;
      if (search_exact (S, me, op, TRUE, &lo, &hi, &v))
        *value = value_from_search (S, pos->to_move, v, e, 0);
      else
        *value = value_unknown (S, lo, hi);
    }
  return TRUE;
}

/* Does playing cell give the mover the search value want? want is the
 * position's own value, so no move does better and a null-window probe of
 * the reply (is it at most -want?) settles it. */
static gboolean
move_achieves (MnkSolver *S, guint64 me, guint64 op, int cell, int want)
{
  const MnkGeometry *g = S->g;
  guint64 mine = me | BIT (cell);
  int e_after = popcount (g->full & ~(mine | op));

  if (S->options.mode != MNK_SCORE_LINES && completes_line (g, mine, cell))
    return e_after + 1 == want;
  return search (S, op, mine, -want, -want + 1) <= -want;
}

/* The line of best play from the analysed position, starting with a best
 * move whose search value is first_value. In expected mode the random side's
 * reply shown is the one worst for the maximiser: the line to watch out for. */
static void
build_pv (MnkSolver *S, const MnkPosition *pos, GArray *pv, int first_move,
          int first_value)
{
  const MnkGeometry *g = S->g;
  guint64 me = pos->stones[MNK_SIDE (pos->to_move)];
  guint64 op = pos->stones[1 - MNK_SIDE (pos->to_move)];
  gboolean expected = S->options.mode == MNK_SCORE_EXPECTED;
  gboolean max_to_move = TRUE;
  int move = first_move, value = first_value;

  while (move >= 0 && !S->stop)
    {
      g_array_append_val (pv, move);
      guint64 mine = me | BIT (move);
      if (S->options.mode != MNK_SCORE_LINES && completes_line (g, mine, move))
        break;
      me = op;
      op = mine;
      max_to_move = !max_to_move;
      value = -value;
      guint64 empty = g->full & ~(me | op);
      if (empty == 0)
        break;

      guint8 moves[MNK_MAX_CELLS];
      int n = order_moves (S, me, op, empty, -1, moves);
      int best = -1;
      Num best_ev = 0;
      for (int i = 0; i < n && !S->stop; i++)
        {
          int c = moves[i];
          if (expected)
            {
              guint64 m2 = me | BIT (c);
              Num v;
              int e2 = popcount (g->full & ~(m2 | op));
              if (completes_line (g, m2, c))
                v = (Num) S->ev_payoff[max_to_move ? 0 : 2] * ev_denominator (e2, !max_to_move);
              else
                v = ev_search (S, op, m2, !max_to_move);
              if (best < 0 || (max_to_move ? v > best_ev : v < best_ev))
                {
                  best = c;
                  best_ev = v;
                }
            }
          else if (move_achieves (S, me, op, c, value))
            {
              best = c;
              break;
            }
        }
      move = best;
    }
}

MnkAnalysis *
mnk_solver_analyze (MnkSolver *S, const MnkPosition *pos, GCancellable *cancellable,
                    GError **error)
{
  if (!check_position (S, pos, error))
    return NULL;
  prepare (S, pos);
  start_clock (S, cancellable);

  MnkAnalysis *a = g_new0 (MnkAnalysis, 1);
  a->position = *pos;
  a->mode = S->options.mode;
  memcpy (a->payoff, S->options.payoff, sizeof a->payoff);
  a->to_move = pos->to_move;
  a->moves = g_array_new (FALSE, TRUE, sizeof (MnkMoveValue));
  a->pv = g_array_new (FALSE, FALSE, sizeof (int));
  a->status = mnk_position_status (pos, S->options.mode);

  const MnkGeometry *g = S->g;
  guint64 me = pos->stones[MNK_SIDE (pos->to_move)];
  guint64 op = pos->stones[1 - MNK_SIDE (pos->to_move)];
  guint64 empty = g->full & ~(me | op);
  int e = popcount (empty);
  S->root_empty = e;
  /* Progress shows the root's bounds: the best move proven so far below,
   * the widest possible value above until every move is known. */
  search_range (S, e, &S->root_lo, &S->root_hi);

  if (a->status != MNK_STATUS_ONGOING)
    {
      terminal_value (S, pos, a->status, e, &a->value);
      finish_stats (S, &a->stats);
      return a;
    }

  /* Every move's value; a move whose result is the mirror image of an
   * earlier one's shares its value. */
  guint64 seen_me[MNK_MAX_CELLS], seen_op[MNK_MAX_CELLS];
  int seen_from[MNK_MAX_CELLS];
  int n_seen = 0;
  gboolean expected = S->options.mode == MNK_SCORE_EXPECTED;
  Num ev_den = ev_denominator (e, TRUE);
  int search_value[MNK_MAX_CELLS] = { 0 };

  for (guint64 rest = empty; rest; rest &= rest - 1)
    {
      int c = lowest (rest);
      MnkMoveValue mv = { .cell = c };
      guint64 cme, cop;
      int sym;
      canonical (g, op, me | BIT (c), &cme, &cop, &sym);
      int twin = -1;
      for (int i = 0; i < n_seen; i++)
        if (seen_me[i] == cme && seen_op[i] == cop)
          twin = seen_from[i];
      if (twin >= 0)
        {
          mv.value = g_array_index (a->moves, MnkMoveValue, twin).value;
          search_value[c] = search_value[g_array_index (a->moves, MnkMoveValue, twin).cell];
          g_array_append_val (a->moves, mv);
          continue;
        }
      seen_me[n_seen] = cme;
      seen_op[n_seen] = cop;
      seen_from[n_seen++] = a->moves->len;

      if (S->stop)
        mv.value = expected ? ev_unknown (S) : value_unknown (S, -e, e);
      else if (expected)
        {
          guint64 mine = me | BIT (c);
          Num v;
          if (completes_line (g, mine, c))
            v = (Num) S->options.payoff[0] * ev_den;
          else
            v = ev_search (S, op, mine, FALSE);
          mv.value = S->stop ? ev_unknown (S) : ev_value (v, ev_den);
        }
      else
        {
          int lo, hi, v;
          if (move_value (S, me, op, c, &lo, &hi, &v))
            {
              mv.value = value_from_search (S, pos->to_move, v, e, 1);
              S->root_lo = MAX (S->root_lo, v);
            }
          else
            mv.value = value_unknown (S, lo, hi);
          search_value[c] = v;
        }
      g_array_append_val (a->moves, mv);
    }

  g_array_sort_with_data (a->moves, compare_moves, NULL);
  MnkMoveValue *best = &g_array_index (a->moves, MnkMoveValue, 0);

  if (!S->stop && best->value.exact)
    {
      a->value = best->value;
      if (!expected)
        a->value.plies++;
      build_pv (S, pos, a->pv, best->cell, search_value[best->cell]);
    }
  else
    {
      /* The root is the best of its moves: bounds are the best bounds. */
      MnkScore lo = best->value.lo, hi = best->value.hi;
      for (guint i = 0; i < a->moves->len; i++)
        {
          MnkMoveValue *m = &g_array_index (a->moves, MnkMoveValue, i);
          if (mnk_score_compare (m->value.lo, lo) > 0)
            lo = m->value.lo;
          if (mnk_score_compare (m->value.hi, hi) > 0)
            hi = m->value.hi;
        }
      a->value = (MnkValue) { MNK_RESULT_UNKNOWN, FALSE, lo, lo, hi, -1 };
    }
  a->stopped = S->stop;
  if (a->stopped)
    g_array_set_size (a->pv, 0);
  finish_stats (S, &a->stats);
  return a;
}

void
mnk_analysis_free (MnkAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  g_array_unref (analysis->moves);
  g_array_unref (analysis->pv);
  g_free (analysis);
}

/* ---- scores ------------------------------------------------------------ */

const char *
mnk_result_to_string (MnkResult result)
{
  switch (result)
    {
    case MNK_RESULT_X: return "x";
    case MNK_RESULT_O: return "o";
    case MNK_RESULT_DRAW: return "draw";
    case MNK_RESULT_UNKNOWN: return "unknown";
    default: return NULL;
    }
}

char *
mnk_score_to_string (MnkScore score)
{
  if (score.den == 1)
    return g_strdup_printf ("%" G_GINT64_FORMAT, score.num);
  return g_strdup_printf ("%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, score.num, score.den);
}

double
mnk_score_to_double (MnkScore score)
{
  return (double) score.num / (double) (score.den ? score.den : 1);
}

int
mnk_score_compare (MnkScore a, MnkScore b)
{
  Num l = (Num) a.num * (b.den ? b.den : 1);
  Num r = (Num) b.num * (a.den ? a.den : 1);
  return l < r ? -1 : l > r ? 1 : 0;
}
