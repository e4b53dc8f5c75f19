/* noughts-position-model.c — see the header. */
#include <string.h>

#include "noughts-position-model.h"

/* One state of the model; the history is a stack of these. */
typedef struct {
  MnkPosition pos;
  MnkScoreMode mode;
  int payoff[3];
  int last_move;
  /* The moves played since the last edit, in order: how the position was
   * reached, saved with it. */
  guint8 line[MNK_MAX_CELLS];
  int n_line;
} ModelState;

struct _NoughtsPositionModel {
  GObject parent_instance;
  ModelState state;
  GArray *undo;   /* ModelState, oldest first */
  GArray *redo;   /* ModelState, the next redo last */
};

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Enough for any real session; the oldest states go first. */
#define HISTORY_MAX 1000

G_DEFINE_FINAL_TYPE (NoughtsPositionModel, noughts_position_model, G_TYPE_OBJECT)

static void
noughts_position_model_finalize (GObject *object)
{
  NoughtsPositionModel *self = NOUGHTS_POSITION_MODEL (object);

  g_array_unref (self->undo);
  g_array_unref (self->redo);
  G_OBJECT_CLASS (noughts_position_model_parent_class)->finalize (object);
}

static void
noughts_position_model_get_property (GObject *object, guint prop_id,
                                     GValue *value, GParamSpec *pspec)
{
  NoughtsPositionModel *self = NOUGHTS_POSITION_MODEL (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, noughts_position_model_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, noughts_position_model_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
noughts_position_model_class_init (NoughtsPositionModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = noughts_position_model_finalize;
  object_class->get_property = noughts_position_model_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted after every change of position or rules. */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
noughts_position_model_init (NoughtsPositionModel *self)
{
  MnkGame game = { 3, 3, 3, MNK_PIECE_X };

  self->undo = g_array_new (FALSE, FALSE, sizeof (ModelState));
  self->redo = g_array_new (FALSE, FALSE, sizeof (ModelState));
  mnk_position_init (&self->state.pos, &game);
  self->state.mode = MNK_SCORE_WDL;
  self->state.payoff[0] = 1;
  self->state.payoff[1] = 0;
  self->state.payoff[2] = -10;
  self->state.last_move = -1;
}

NoughtsPositionModel *
noughts_position_model_new (void)
{
  return g_object_new (NOUGHTS_TYPE_POSITION_MODEL, NULL);
}

const MnkPosition *
noughts_position_model_get_position (NoughtsPositionModel *self)
{
  g_return_val_if_fail (NOUGHTS_IS_POSITION_MODEL (self), NULL);
  return &self->state.pos;
}

MnkScoreMode
noughts_position_model_get_mode (NoughtsPositionModel *self)
{
  return self->state.mode;
}

const int *
noughts_position_model_get_payoff (NoughtsPositionModel *self)
{
  return self->state.payoff;
}

int
noughts_position_model_get_last_move (NoughtsPositionModel *self)
{
  return self->state.last_move;
}

gboolean
noughts_position_model_can_undo (NoughtsPositionModel *self)
{
  return self->undo->len > 0;
}

gboolean
noughts_position_model_can_redo (NoughtsPositionModel *self)
{
  return self->redo->len > 0;
}

static void
notify_history (NoughtsPositionModel *self, gboolean could_undo, gboolean could_redo)
{
  if (could_undo != noughts_position_model_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != noughts_position_model_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* Makes next the current state, remembering the old one for undo. */
static void
commit (NoughtsPositionModel *self, const ModelState *next)
{
  gboolean could_undo = noughts_position_model_can_undo (self);
  gboolean could_redo = noughts_position_model_can_redo (self);

  if (self->undo->len >= HISTORY_MAX)
    g_array_remove_index (self->undo, 0);
  g_array_append_val (self->undo, self->state);
  g_array_set_size (self->redo, 0);
  self->state = *next;
  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* After an edit the side to move follows the counts unless it was given. */
static void
settle_side (MnkPosition *pos)
{
  if (!pos->to_move_given)
    pos->to_move = mnk_position_side_from_counts (pos);
}

gboolean
noughts_position_model_play (NoughtsPositionModel *self, int cell)
{
  ModelState next = self->state;

  g_return_val_if_fail (NOUGHTS_IS_POSITION_MODEL (self), FALSE);
  if (cell < 0 || cell >= next.pos.game.rows * next.pos.game.cols)
    return FALSE;
  if (mnk_position_get (&next.pos, cell) != MNK_PIECE_EMPTY)
    return FALSE;
  if (mnk_position_status (&next.pos, next.mode) != MNK_STATUS_ONGOING)
    return FALSE;
  mnk_position_play (&next.pos, cell);
  next.last_move = cell;
  if (next.n_line < MNK_MAX_CELLS)
    next.line[next.n_line++] = cell;
  commit (self, &next);
  return TRUE;
}

gboolean
noughts_position_model_set_cell (NoughtsPositionModel *self, int cell,
                                 MnkPiece piece)
{
  ModelState next = self->state;

  g_return_val_if_fail (NOUGHTS_IS_POSITION_MODEL (self), FALSE);
  if (cell < 0 || cell >= next.pos.game.rows * next.pos.game.cols)
    return FALSE;
  if (mnk_position_get (&next.pos, cell) == piece)
    return FALSE;
  mnk_position_set (&next.pos, cell, piece);
  settle_side (&next.pos);
  next.last_move = piece == MNK_PIECE_EMPTY ? -1 : cell;
  next.n_line = 0;
  commit (self, &next);
  return TRUE;
}

void
noughts_position_model_cycle_cell (NoughtsPositionModel *self, int cell)
{
  MnkPiece piece;

  if (cell < 0 || cell >= self->state.pos.game.rows * self->state.pos.game.cols)
    return;
  piece = mnk_position_get (&self->state.pos, cell);
  noughts_position_model_set_cell (self, cell,
                                   piece == MNK_PIECE_EMPTY ? MNK_PIECE_X
                                   : piece == MNK_PIECE_X ? MNK_PIECE_O
                                   : MNK_PIECE_EMPTY);
}

void
noughts_position_model_set_to_move (NoughtsPositionModel *self, MnkPiece piece)
{
  ModelState next = self->state;

  if (piece == MNK_PIECE_EMPTY)
    {
      next.pos.to_move_given = FALSE;
      settle_side (&next.pos);
    }
  else
    {
      next.pos.to_move_given = TRUE;
      next.pos.to_move = piece;
    }
  if (next.pos.to_move == self->state.pos.to_move
      && next.pos.to_move_given == self->state.pos.to_move_given)
    return;
  next.n_line = 0;
  commit (self, &next);
}

void
noughts_position_model_set_position (NoughtsPositionModel *self,
                                     const MnkPosition *pos, MnkScoreMode mode)
{
  ModelState next = self->state;

  g_return_if_fail (mnk_game_check (&pos->game, NULL));
  next.pos = *pos;
  next.mode = mode;
  next.last_move = -1;
  next.n_line = 0;
  commit (self, &next);
}

void
noughts_position_model_set_rules (NoughtsPositionModel *self,
                                  const MnkGame *game, MnkScoreMode mode,
                                  const int payoff[3])
{
  ModelState next = self->state;
  const MnkPosition *old = &self->state.pos;

  g_return_if_fail (mnk_game_check (game, NULL));
  if (game->rows == old->game.rows && game->cols == old->game.cols
      && game->k == old->game.k && game->first == old->game.first
      && mode == self->state.mode
      && memcmp (payoff, self->state.payoff, sizeof next.payoff) == 0)
    return;

  mnk_position_init (&next.pos, game);
  next.n_line = 0;
  next.pos.to_move_given = old->to_move_given;
  next.pos.to_move = old->to_move;
  next.last_move = -1;
  /* Keep each stone whose row and column exist on the new board. */
  for (int r = 0; r < MIN (game->rows, old->game.rows); r++)
    for (int c = 0; c < MIN (game->cols, old->game.cols); c++)
      {
        int from = r * old->game.cols + c;
        int to = r * game->cols + c;

        mnk_position_set (&next.pos, to, mnk_position_get (old, from));
        if (from == self->state.last_move)
          next.last_move = to;
      }
  settle_side (&next.pos);
  next.mode = mode;
  memcpy (next.payoff, payoff, sizeof next.payoff);
  commit (self, &next);
}

void
noughts_position_model_clear (NoughtsPositionModel *self)
{
  ModelState next = self->state;

  mnk_position_init (&next.pos, &self->state.pos.game);
  next.last_move = -1;
  next.n_line = 0;
  commit (self, &next);
}

void
noughts_position_model_load (NoughtsPositionModel *self, const MnkPosition *pos,
                             MnkScoreMode mode, const int payoff[3],
                             const int *line, int n_line)
{
  ModelState next = self->state;

  g_return_if_fail (mnk_game_check (&pos->game, NULL));
  next.pos = *pos;
  next.mode = mode;
  memcpy (next.payoff, payoff, sizeof next.payoff);
  next.n_line = 0;
  for (int i = 0; i < n_line && i < MNK_MAX_CELLS; i++)
    next.line[next.n_line++] = line[i];
  next.last_move = n_line > 0 ? line[n_line - 1] : -1;
  commit (self, &next);
}

int
noughts_position_model_get_line (NoughtsPositionModel *self, int *cells)
{
  for (int i = 0; i < self->state.n_line; i++)
    cells[i] = self->state.line[i];
  return self->state.n_line;
}

/* Moves the current state onto to and takes the top of from. */
static gboolean
step_history (NoughtsPositionModel *self, GArray *from, GArray *to)
{
  gboolean could_undo = noughts_position_model_can_undo (self);
  gboolean could_redo = noughts_position_model_can_redo (self);

  if (from->len == 0)
    return FALSE;
  g_array_append_val (to, self->state);
  self->state = g_array_index (from, ModelState, from->len - 1);
  g_array_set_size (from, from->len - 1);
  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
noughts_position_model_undo (NoughtsPositionModel *self)
{
  return step_history (self, self->undo, self->redo);
}

gboolean
noughts_position_model_redo (NoughtsPositionModel *self)
{
  return step_history (self, self->redo, self->undo);
}

void
noughts_position_model_reset_history (NoughtsPositionModel *self)
{
  gboolean could_undo = noughts_position_model_can_undo (self);
  gboolean could_redo = noughts_position_model_can_redo (self);

  g_array_set_size (self->undo, 0);
  g_array_set_size (self->redo, 0);
  notify_history (self, could_undo, could_redo);
}
