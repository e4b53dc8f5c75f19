/* noughts-strategy.c — one side's complete optimal strategy as a tree of
 * boards, and the map that nests each reply's board inside the cell of the
 * reply. */
#include "config.h"
#include "noughts-strategy.h"
#include "noughts-render.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* A nested board fills this much of its cell; the smallest cell drawn is at
 * least MIN_CELL points, so the deepest boards still read when zoomed. */
#define INNER 0.9
#define MIN_CELL 7.0

/* ---- the tree -------------------------------------------------------- */

static int
choose_best (const MnkAnalysis *analysis)
{
  /* moves come best first; take the first of the best, and do not rely on
   * the order beyond the score itself */
  const MnkMoveValue *best = NULL;

  for (guint i = 0; i < analysis->moves->len; i++)
    {
      const MnkMoveValue *mv = &g_array_index (analysis->moves, MnkMoveValue, i);
      if (best == NULL || mnk_score_compare (mv->value.score, best->value.score) > 0)
        best = mv;
    }
  return best ? best->cell : -1;
}

static void
append_replies (GArray *nodes, int parent, const MnkPosition *after)
{
  NoughtsStrategyNode *p = &g_array_index (nodes, NoughtsStrategyNode, parent);
  int depth = p->depth + 1;
  const int cells = after->game.rows * after->game.cols;
  guint64 empty = mnk_position_empty (after);

  p->first_child = nodes->len;
  p->n_children = 0;
  for (int r = 0; r < cells; r++)
    {
      if (!(empty & (G_GUINT64_CONSTANT (1) << r)))
        continue;
      NoughtsStrategyNode child = { .position = *after, .reply = r, .move = -1,
                                    .parent = parent, .depth = depth,
                                    .first_child = -1 };
      mnk_position_play (&child.position, r);
      child.status = mnk_position_status (&child.position, MNK_SCORE_WDL);
      /* append may move the array: count through the index */
      g_array_append_val (nodes, child);
      g_array_index (nodes, NoughtsStrategyNode, parent).n_children++;
    }
}

static const char *
side_name (MnkPiece side)
{
  return side == MNK_PIECE_X ? "X" : "O";
}

NoughtsStrategy *
noughts_strategy_build (const MnkPosition *pos, MnkPiece side,
                        guint max_decisions, GCancellable *cancellable,
                        GError **error)
{
  if (side != MNK_PIECE_X && side != MNK_PIECE_O)
    {
      g_set_error (error, MNK_ERROR, MNK_ERROR_GAME,
                   "a strategy is for X or for O");
      return NULL;
    }
  if (!mnk_game_check (&pos->game, error)
      || !mnk_position_validate (pos, MNK_SCORE_WDL, error))
    return NULL;
  if (max_decisions == 0)
    max_decisions = NOUGHTS_STRATEGY_MAX_DECISIONS;

  MnkSolverOptions options;
  mnk_solver_options_init (&options);
  options.mode = MNK_SCORE_WDL;
  g_autoptr (MnkSolver) solver = mnk_solver_new (&options);
  g_autoptr (NoughtsStrategy) strategy = g_new0 (NoughtsStrategy, 1);
  strategy->side = side;
  strategy->nodes = g_array_new (FALSE, TRUE, sizeof (NoughtsStrategyNode));

  NoughtsStrategyNode root = { .position = *pos, .reply = -1, .move = -1,
                               .parent = -1, .first_child = -1 };
  root.status = mnk_position_status (pos, MNK_SCORE_WDL);
  g_array_append_val (strategy->nodes, root);

  /* breadth first, so that the children of a node are appended together */
  for (guint i = 0; i < strategy->nodes->len; i++)
    {
      NoughtsStrategyNode *node = &g_array_index (strategy->nodes, NoughtsStrategyNode, i);
      MnkPosition after = node->position;

      if (node->status != MNK_STATUS_ONGOING)
        continue;
      if (node->position.to_move == side)
        {
          if (++strategy->n_decisions > max_decisions)
            {
              g_set_error (error, MNK_ERROR, MNK_ERROR_TOO_LARGE,
                           "the strategy for %s has more than %u decision points "
                           "(the limit is %u); start from a position nearer the end",
                           side_name (side), max_decisions, max_decisions);
              return NULL;
            }
          g_autoptr (MnkAnalysis) analysis =
            mnk_solver_analyze (solver, &node->position, cancellable, error);
          if (analysis == NULL)
            return NULL;
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return NULL;
          if (analysis->stopped || !analysis->value.exact)
            {
              g_set_error (error, MNK_ERROR, MNK_ERROR_TOO_LARGE,
                           "the solver stopped before an exact answer for %s",
                           "a position of the strategy");
              return NULL;
            }
          node->move = choose_best (analysis);
          node->value = analysis->value;
          if (i == 0)
            strategy->result = analysis->value.result;
          mnk_position_play (&after, node->move);
          if (mnk_position_status (&after, MNK_SCORE_WDL) != MNK_STATUS_ONGOING)
            continue;
        }
      append_replies (strategy->nodes, i, &after);
    }

  const NoughtsStrategyNode *top = noughts_strategy_node (strategy, 0);
  if (top->move < 0)
    {
      /* not the side's turn (or over): the outcome is the root's value */
      MnkValue value;
      MnkStatus status = top->status;
      if (status == MNK_STATUS_X_WON)
        strategy->result = MNK_RESULT_X;
      else if (status == MNK_STATUS_O_WON)
        strategy->result = MNK_RESULT_O;
      else if (status == MNK_STATUS_DRAW)
        strategy->result = MNK_RESULT_DRAW;
      else if (mnk_solver_solve (solver, &top->position, cancellable, &value, error))
        strategy->result = value.result;
      else
        return NULL;
    }
  return g_steal_pointer (&strategy);
}

void
noughts_strategy_free (NoughtsStrategy *strategy)
{
  if (strategy == NULL)
    return;
  if (strategy->nodes)
    g_array_unref (strategy->nodes);
  g_free (strategy);
}

/* ---- the map --------------------------------------------------------- */

/* A decision with one empty cell is forced and ends the game: its cell
 * shows the reply alone instead of a board with nothing left to choose. */
static gboolean
drawn_as_board (const NoughtsStrategyNode *node)
{
  return node->move >= 0
    && __builtin_popcountll (mnk_position_empty (&node->position)) > 1;
}

static void
board_units (const MnkGame *game, gboolean coordinates, double *w, double *h)
{
  noughts_board_natural_size (game->rows, game->cols, coordinates, w, h);
}

/* The cell size a node's board needs so that every board nested in it keeps
 * cells of at least MIN_CELL. */
static double
needed_cell (const NoughtsStrategy *strategy, int index)
{
  const NoughtsStrategyNode *node = noughts_strategy_node (strategy, index);
  double cell = MIN_CELL;

  for (int i = 0; i < node->n_children; i++)
    {
      const NoughtsStrategyNode *child =
        noughts_strategy_node (strategy, node->first_child + i);
      if (!drawn_as_board (child))
        continue;
      double w, h;
      board_units (&child->position.game, FALSE, &w, &h);
      /* the child's square box is INNER of our cell; its long side rules */
      cell = MAX (cell, needed_cell (strategy, node->first_child + i) * MAX (w, h) / INNER);
    }
  return cell;
}

/* Title, margins and board box, all from the page width. */
typedef struct {
  double font, margin, title;
} PageFrame;

static PageFrame
page_frame (double width)
{
  PageFrame f;
  f.font = width / 48;
  f.margin = 1.5 * f.font;
  f.title = 4.4 * f.font;
  return f;
}

void
noughts_strategy_root_box (double width, double height,
                           double *x, double *y, double *w, double *h)
{
  PageFrame f = page_frame (width);

  *x = f.margin;
  *y = f.margin + f.title;
  *w = MAX (0.0, width - 2 * f.margin);
  *h = MAX (0.0, height - 2 * f.margin - f.title);
}

void
noughts_strategy_page_size (const NoughtsStrategy *strategy, double min_size,
                            gboolean coordinates, double *width, double *height)
{
  const NoughtsStrategyNode *root = noughts_strategy_node (strategy, 0);
  double bw, bh;

  board_units (&root->position.game, coordinates, &bw, &bh);
  /* the root board's cell, and a floor so that the title fits */
  double cell = needed_cell (strategy, 0);
  bw *= cell;
  bh *= cell;
  bw = MAX (bw, 320.0);
  /* width = bw + 2 margin, margin = 1.5 width / 48 */
  double w = bw / (1 - 3.0 / 48);
  PageFrame f = page_frame (w);
  double h = bh + 2 * f.margin + f.title;
  double scale = MAX (1.0, min_size / MAX (w, h));
  *width = ceil (w * scale);
  *height = ceil (h * scale);
}

/* A child's box inside its parent's board laid out in a box of w x h. */
static void
child_box (const NoughtsStrategyNode *parent, const NoughtsStrategyNode *child,
           gboolean coordinates, double w, double h,
           double *cx, double *cy, double *box)
{
  NoughtsBoardLayout layout;
  const MnkGame *game = &parent->position.game;
  double x, y;

  noughts_board_layout (&layout, game->rows, game->cols, coordinates, w, h);
  noughts_board_layout_cell (&layout, child->reply, &x, &y);
  *box = layout.cell * INNER;
  *cx = x + (layout.cell - *box) / 2;
  *cy = y + (layout.cell - *box) / 2;
}

gboolean
noughts_strategy_node_box (const NoughtsStrategy *strategy, int index,
                           double width, double height, gboolean coordinates,
                           double *x, double *y, double *w, double *h)
{
  const NoughtsStrategyNode *node = noughts_strategy_node (strategy, index);

  if (node->parent < 0)
    {
      noughts_strategy_root_box (width, height, x, y, w, h);
      return TRUE;
    }
  if (!drawn_as_board (node))
    return FALSE;
  double px, py, pw, ph, dx, dy, box;
  const NoughtsStrategyNode *parent = noughts_strategy_node (strategy, node->parent);
  if (!noughts_strategy_node_box (strategy, node->parent, width, height,
                                  coordinates, &px, &py, &pw, &ph))
    return FALSE;
  child_box (parent, node, coordinates && parent->parent < 0, pw, ph, &dx, &dy, &box);
  *x = px + dx;
  *y = py + dy;
  *w = *h = box;
  return TRUE;
}

static void
paint_node (cairo_t *cr, const NoughtsStrategy *strategy, int index,
            double w, double h, gboolean coordinates, gboolean dark)
{
  const NoughtsStrategyNode *node = noughts_strategy_node (strategy, index);
  NoughtsBoardStyle style;
  NoughtsBoardLayout layout;

  noughts_board_style_init (&style);
  style.dark = dark;
  style.coordinates = coordinates;
  style.suggestion = node->move;
  style.last_move = node->reply;
  noughts_render_board (cr, w, h, &node->position, MNK_SCORE_WDL, &style);

  const MnkGame *game = &node->position.game;
  noughts_board_layout (&layout, game->rows, game->cols, coordinates, w, h);
  for (int i = 0; i < node->n_children; i++)
    {
      int ci = node->first_child + i;
      const NoughtsStrategyNode *child = noughts_strategy_node (strategy, ci);
      double x, y;
      noughts_board_layout_cell (&layout, child->reply, &x, &y);
      if (drawn_as_board (child))
        {
          double bx, by, box;
          child_box (node, child, coordinates, w, h, &bx, &by, &box);
          cairo_save (cr);
          cairo_translate (cr, bx, by);
          paint_node (cr, strategy, ci, box, box, FALSE, dark);
          cairo_restore (cr);
        }
      else
        {
          /* the reply ends the game, or leaves one cell to fill */
          MnkPiece replier = mnk_position_get (&child->position, child->reply);
          noughts_render_set_mixed_color (cr, dark, NOUGHTS_COLOR_BACKGROUND,
                                          replier == MNK_PIECE_X ? NOUGHTS_COLOR_X
                                                                 : NOUGHTS_COLOR_O,
                                          0.5);
          noughts_render_piece (cr, replier, x + layout.cell / 2,
                                y + layout.cell / 2, layout.cell * 0.8);
        }
    }
}

static const char *
result_words (MnkResult result)
{
  switch (result)
    {
    /* TRANSLATORS: the outcome on the strategy map's second line, "Best
     * play: X wins" */
    case MNK_RESULT_X: return C_("strategy map", "X wins");
    case MNK_RESULT_O: return C_("strategy map", "O wins");
    case MNK_RESULT_DRAW: return C_("strategy map", "a draw");
    default: return C_("strategy map", "unknown");
    }
}

/* One line of the legend at the left margin, shrunk to the page rather
 * than running off it. */
static void
show_line (cairo_t *cr, const char *text, double size, gboolean bold,
           double x, double y, double room)
{
  cairo_text_extents_t ext;

  noughts_render_select_font (cr, text, size, bold);
  cairo_text_extents (cr, text, &ext);
  if (ext.x_advance > room)
    cairo_set_font_size (cr, size * room / ext.x_advance);
  cairo_move_to (cr, x, y);
  cairo_show_text (cr, text);
}

static void
paint_title (cairo_t *cr, const NoughtsStrategy *strategy, double width,
             gboolean dark)
{
  const NoughtsStrategyNode *root = noughts_strategy_node (strategy, 0);
  const MnkGame *game = &root->position.game;
  const char *me = side_name (strategy->side);
  const char *them = side_name (MNK_OTHER (strategy->side));
  PageFrame f = page_frame (width);
  double room = width - 2 * f.margin;
  g_autofree char *position = mnk_position_format (&root->position, TRUE);
  g_autofree char *title = g_strdup_printf (
    /* TRANSLATORS: the strategy map's title: the side (X or O), rows,
     * columns, k and the starting position in board notation */
    C_("strategy map", "Strategy for %s  ·  %d×%d, k=%d  ·  from %s"),
    me, game->rows, game->cols, game->k, position);
  g_autofree char *verdict = g_strdup_printf (
    /* TRANSLATORS: the strategy map's second line: the outcome ("X wins")
     * and how many boards ask the side for a move */
    C_("strategy map", "Best play: %s  ·  %u decision points"),
    result_words (strategy->result), strategy->n_decisions);
  g_autofree char *legend = g_strdup_printf (
    /* TRANSLATORS: the strategy map's legend; the first %s is the side
     * whose strategy it is, the second and third its opponent (X or O) */
    C_("strategy map", "Each board shows %s's move, ringed. In each empty cell: "
       "the board after %s replies there; a faded %s is a reply that ends the "
       "game or leaves one cell to fill."),
    me, them, them);

  cairo_save (cr);
  noughts_render_set_color (cr, dark, NOUGHTS_COLOR_FOREGROUND);
  show_line (cr, title, f.font, TRUE, f.margin, f.margin + f.font, room);
  show_line (cr, verdict, 0.75 * f.font, FALSE, f.margin, f.margin + 2.3 * f.font, room);
  noughts_render_set_color (cr, dark, NOUGHTS_COLOR_DIM);
  show_line (cr, legend, 0.6 * f.font, FALSE, f.margin, f.margin + 3.4 * f.font, room);
  cairo_restore (cr);
}

void
noughts_render_strategy (cairo_t *cr, double width, double height,
                         const NoughtsStrategy *strategy,
                         gboolean coordinates, gboolean dark)
{
  double x, y, w, h;

  cairo_save (cr);
  noughts_render_set_color (cr, dark, NOUGHTS_COLOR_BACKGROUND);
  cairo_paint (cr);
  paint_title (cr, strategy, width, dark);
  noughts_strategy_root_box (width, height, &x, &y, &w, &h);
  cairo_translate (cr, x, y);
  paint_node (cr, strategy, 0, w, h, coordinates, dark);
  cairo_restore (cr);
}
