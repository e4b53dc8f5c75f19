/* mnk-solver.h — exact analysis of a position in any scoring mode. */
#pragma once

#include <gio/gio.h>
#include "mnk-position.h"

G_BEGIN_DECLS

typedef enum {
  MNK_RESULT_UNKNOWN,   /* a limit stopped the search; see bounds */
  MNK_RESULT_X,         /* X wins with best play */
  MNK_RESULT_O,
  MNK_RESULT_DRAW,
  MNK_RESULT_NONE,      /* expected mode: no result, only a score */
} MnkResult;

/* A score as an exact fraction num/den (den is 1 except in expected mode),
 * from the point of view of the side to move at the analysed position.
 *   wdl: 1 win, 0 draw, -1 loss;  quick: +-(empty cells + 1) at the win;
 *   lines: completed windows, mine - theirs;  expected: the expectation. */
typedef struct {
  gint64 num;
  gint64 den;
} MnkScore;

typedef struct {
  MnkResult result;
  gboolean exact;          /* FALSE: only lo <= score <= hi is proven */
  MnkScore score;          /* meaningful when exact */
  MnkScore lo, hi;         /* bounds; equal to score when exact */
  int plies;               /* plies to the end with best play; -1 unknown */
} MnkValue;

typedef struct {
  int cell;
  MnkValue value;          /* after this move, from the analysed mover's view */
} MnkMoveValue;

typedef struct {
  guint64 nodes;
  guint64 tt_hits;
  double time_ms;
} MnkStats;

typedef struct {
  guint64 nodes;
  double elapsed_ms;
  double nodes_per_second;
  MnkScore lo, hi;         /* bounds on the root value proven so far */
} MnkProgress;

typedef void (*MnkProgressFunc) (const MnkProgress *progress, gpointer user_data);

typedef struct {
  MnkScoreMode mode;
  int payoff[3];           /* expected mode: win, draw, loss (default 1, 0, -10) */
  guint64 node_limit;      /* 0: none */
  double time_limit;       /* seconds; 0: none */
  gsize tt_mb;             /* transposition table size; 0: default (64) */
  MnkProgressFunc progress;/* called on the solving thread, <= ~20 times/s */
  gpointer progress_data;
} MnkSolverOptions;

typedef struct {
  MnkPosition position;
  MnkScoreMode mode;
  int payoff[3];
  MnkPiece to_move;
  MnkStatus status;
  MnkValue value;
  GArray *moves;           /* MnkMoveValue, every legal move, best first */
  GArray *pv;              /* int cells: a best line to the end */
  MnkStats stats;
  gboolean stopped;        /* a limit or cancellation cut the search short */
} MnkAnalysis;

typedef struct _MnkSolver MnkSolver;

/* Fills options with the defaults (wdl, payoffs 1,0,-10, no limits). */
void mnk_solver_options_init (MnkSolverOptions *options);

/* A solver keeps its transposition table between calls, so many positions
 * of one game and mode are cheap to solve in a row. One thread at a time. */
MnkSolver *mnk_solver_new (const MnkSolverOptions *options);
void mnk_solver_free (MnkSolver *solver);
/* Node/time limits count from the next call to analyze or solve. */
void mnk_solver_set_limits (MnkSolver *solver, guint64 node_limit, double time_limit);

/* The value of pos and of every legal move, and a PV. NULL with an error if
 * the position is illegal (MNK_ERROR_ILLEGAL) or too large for the mode
 * (MNK_ERROR_TOO_LARGE). A limit or cancellation returns an analysis with
 * stopped set and what was proven kept (values with exact FALSE). */
MnkAnalysis *mnk_solver_analyze (MnkSolver *solver, const MnkPosition *pos,
                                 GCancellable *cancellable, GError **error);
/* Only the value of pos (no moves, no PV): the cheapest question. Returns
 * FALSE with error for an illegal position; a stop gives exact FALSE. */
gboolean mnk_solver_solve (MnkSolver *solver, const MnkPosition *pos,
                           GCancellable *cancellable, MnkValue *value,
                           GError **error);
MnkStats mnk_solver_get_stats (const MnkSolver *solver);

void mnk_analysis_free (MnkAnalysis *analysis);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MnkAnalysis, mnk_analysis_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MnkSolver, mnk_solver_free)

/* "x" / "o" / "draw" / "unknown" (NONE: NULL). */
const char *mnk_result_to_string (MnkResult result);
/* "3", "-4", "191/192". Free with g_free. */
char *mnk_score_to_string (MnkScore score);
double mnk_score_to_double (MnkScore score);
/* <0, 0, >0 as a < b, a == b, a > b. */
int mnk_score_compare (MnkScore a, MnkScore b);

G_END_DECLS
