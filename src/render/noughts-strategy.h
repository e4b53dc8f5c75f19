/* noughts-strategy.h — the complete optimal strategy of one side from a
 * position (wdl rules), as a tree, and its picture: nested boards. */
#pragma once

#include <cairo.h>
#include "mnk.h"

G_BEGIN_DECLS

#define NOUGHTS_STRATEGY_MAX_DECISIONS 5000

/* One board of the map. A decision point is a node where the strategy's side
 * is to move and the game is not over; its move is one of the best. Every
 * other node is the root with the opponent to move, or a finished game. */
typedef struct {
  MnkPosition position;  /* before this node's move */
  int reply;             /* the opponent's move that led here; -1 at the root */
  int move;              /* the side's move here; -1 when not a decision point */
  MnkStatus status;      /* of position */
  MnkValue value;        /* decision points: the value of position for the side */
  int parent;            /* index in nodes; -1 at the root */
  int depth;             /* boards between this one and the root */
  int first_child;       /* children are contiguous: one per opponent reply */
  int n_children;        /*   after move (or from position at an opponent root) */
} NoughtsStrategyNode;

typedef struct _NoughtsStrategy {
  MnkPiece side;         /* whose strategy */
  GArray *nodes;         /* NoughtsStrategyNode; [0] the root, breadth first */
  guint n_decisions;
  MnkResult result;      /* the outcome with best play from the root */
} NoughtsStrategy;

/* Builds the tree with an exact wdl solver: at the side's turn one best
 * move, at the opponent's every legal reply, down to the end of every game.
 * A position of a different game size works too. Refuses with
 * MNK_ERROR_TOO_LARGE once the tree passes max_decisions decision points
 * (0: NOUGHTS_STRATEGY_MAX_DECISIONS), and with MNK_ERROR_ILLEGAL for an
 * illegal position. */
NoughtsStrategy *noughts_strategy_build (const MnkPosition *pos, MnkPiece side,
                                         guint max_decisions,
                                         GCancellable *cancellable,
                                         GError **error);
void noughts_strategy_free (NoughtsStrategy *strategy);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (NoughtsStrategy, noughts_strategy_free)

static inline const NoughtsStrategyNode *
noughts_strategy_node (const NoughtsStrategy *strategy, int index)
{
  return &g_array_index (strategy->nodes, NoughtsStrategyNode, index);
}

/* The page the map needs so that the smallest board stays legible, in
 * points (or pixels), at least min_size on the long side. */
void noughts_strategy_page_size (const NoughtsStrategy *strategy, double min_size,
                                 gboolean coordinates, double *width, double *height);

/* Paints the map (a title, then the root board with the others nested in
 * its cells) into (0,0)-(width,height). */
void noughts_render_strategy (cairo_t *cr, double width, double height,
                              const NoughtsStrategy *strategy,
                              gboolean coordinates, gboolean dark);

/* Where the root board sits on a page painted by noughts_render_strategy
 * (for tests and for pointing at the map). */
void noughts_strategy_root_box (double width, double height,
                                double *x, double *y, double *w, double *h);
/* The box the board of node index is painted in (the board itself is laid
 * out in it by noughts_board_layout, coordinates only at the root). FALSE
 * when the node has no board of its own (a finished game or a forced last
 * move, drawn as the reply's piece in its parent's cell). */
gboolean noughts_strategy_node_box (const NoughtsStrategy *strategy, int index,
                                    double width, double height,
                                    gboolean coordinates, double *x, double *y,
                                    double *w, double *h);

G_END_DECLS
