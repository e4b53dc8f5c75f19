/* noughts-move-item.c — see the header. */
#include "config.h"

#include <glib/gi18n.h>

#include "noughts-move-item.h"

struct _NoughtsMoveItem {
  GObject parent_instance;

  gboolean message;
  int cell;
  char *name;
  MnkValue value;
  MnkPiece mover;
  MnkPosition after;
  MnkScoreMode mode;
  gboolean best;
  char *score_text;
  char *plies_text;
  GArray *line;      /* int cells */
};

G_DEFINE_FINAL_TYPE (NoughtsMoveItem, noughts_move_item, G_TYPE_OBJECT)

static void
noughts_move_item_finalize (GObject *object)
{
  NoughtsMoveItem *self = NOUGHTS_MOVE_ITEM (object);

  g_free (self->name);
  g_free (self->score_text);
  g_free (self->plies_text);
  g_array_unref (self->line);
  G_OBJECT_CLASS (noughts_move_item_parent_class)->finalize (object);
}

static void
noughts_move_item_class_init (NoughtsMoveItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = noughts_move_item_finalize;
}

static void
noughts_move_item_init (NoughtsMoveItem *self)
{
  self->cell = -1;
  self->line = g_array_new (FALSE, FALSE, sizeof (int));
}

const char *
noughts_result_describe (MnkResult result)
{
  switch (result)
    {
    case MNK_RESULT_X:
      return _("X wins");
    case MNK_RESULT_O:
      return _("O wins");
    case MNK_RESULT_DRAW:
      return _("Draw");
    case MNK_RESULT_UNKNOWN:
      return _("Unknown");
    case MNK_RESULT_NONE:
    default:
      return "";
    }
}

static char *
signed_score (MnkScore score)
{
  g_autofree char *text = mnk_score_to_string (score);

  if (score.num > 0)
    return g_strconcat ("+", text, NULL);
  return g_steal_pointer (&text);
}

char *
noughts_value_score_text (const MnkValue *value)
{
  g_autofree char *lo = NULL;
  g_autofree char *hi = NULL;

  if (value->exact)
    return signed_score (value->score);
  lo = signed_score (value->lo);
  hi = signed_score (value->hi);
  /* TRANSLATORS: proven bounds of a score that is not known exactly */
  return g_strdup_printf (_("%s to %s"), lo, hi);
}

NoughtsMoveItem *
noughts_move_item_new (const MnkPosition *before, MnkScoreMode mode,
                       const MnkMoveValue *mv, gboolean best, const GArray *line)
{
  NoughtsMoveItem *self = g_object_new (NOUGHTS_TYPE_MOVE_ITEM, NULL);
  char buf[8];

  self->cell = mv->cell;
  self->name = g_strdup (mnk_cell_name (before->game.cols, mv->cell, buf));
  self->value = mv->value;
  self->mover = before->to_move;
  self->after = *before;
  mnk_position_play (&self->after, mv->cell);
  self->mode = mode;
  self->best = best;
  self->score_text = noughts_value_score_text (&mv->value);
  /* Counted from the analysed position, this move included, like the
   * verdict's "wins in N plies" and the heat map's "in N" (the engine
   * counts the plies left after the move). */
  if (mv->value.plies >= 0)
    self->plies_text = g_strdup_printf ("%d", mv->value.plies + 1);
  else
    self->plies_text = g_strdup ("–");
  if (line != NULL)
    g_array_append_vals (self->line, line->data, line->len);
  g_array_append_val (self->line, mv->cell);
  return self;
}

NoughtsMoveItem *
noughts_move_item_new_message (const char *text)
{
  NoughtsMoveItem *self = g_object_new (NOUGHTS_TYPE_MOVE_ITEM, NULL);

  self->message = TRUE;
  self->name = g_strdup (text);
  self->score_text = g_strdup ("");
  self->plies_text = g_strdup ("");
  self->value.result = MNK_RESULT_NONE;
  return self;
}

/* Is a move as good as the best one? Ties all count as best. */
static gboolean
equals_best (const MnkMoveValue *mv, const MnkMoveValue *best)
{
  /* Nothing is best before it is proven. */
  if (!mv->value.exact || !best->value.exact)
    return FALSE;
  if (mnk_score_compare (mv->value.score, best->value.score) != 0)
    return FALSE;
  /* A win is best only as fast as the fastest (a loss as slow as the
   * slowest): the engine orders them so, best first. */
  if (mv->value.result == MNK_RESULT_X || mv->value.result == MNK_RESULT_O)
    return mv->value.plies == best->value.plies;
  return TRUE;
}

GListStore *
noughts_move_item_list_from_analysis (const MnkAnalysis *analysis, const GArray *line)
{
  GListStore *store = g_list_store_new (NOUGHTS_TYPE_MOVE_ITEM);

  if (analysis == NULL || analysis->moves == NULL)
    return store;
  for (guint i = 0; i < analysis->moves->len; i++)
    {
      const MnkMoveValue *mv = &g_array_index (analysis->moves, MnkMoveValue, i);
      const MnkMoveValue *best = &g_array_index (analysis->moves, MnkMoveValue, 0);
      g_autoptr (NoughtsMoveItem) item =
        noughts_move_item_new (&analysis->position, analysis->mode, mv,
                               equals_best (mv, best), line);

      g_list_store_append (store, item);
    }
  return store;
}

gboolean
noughts_move_item_is_message (NoughtsMoveItem *self)
{
  return self->message;
}

int
noughts_move_item_get_cell (NoughtsMoveItem *self)
{
  return self->cell;
}

const char *
noughts_move_item_get_name (NoughtsMoveItem *self)
{
  return self->name;
}

const MnkValue *
noughts_move_item_get_value (NoughtsMoveItem *self)
{
  return &self->value;
}

const char *
noughts_move_item_get_result_text (NoughtsMoveItem *self)
{
  if (self->message)
    return "";
  return noughts_result_describe (self->value.result);
}

const char *
noughts_move_item_get_result_class (NoughtsMoveItem *self)
{
  MnkResult mine = self->mover == MNK_PIECE_X ? MNK_RESULT_X : MNK_RESULT_O;
  MnkResult theirs = self->mover == MNK_PIECE_X ? MNK_RESULT_O : MNK_RESULT_X;

  if (self->message)
    return "dim-label";
  if (self->value.result == mine)
    return "success";
  if (self->value.result == theirs)
    return "error";
  if (self->value.result == MNK_RESULT_NONE && self->value.exact)
    return self->value.score.num > 0 ? "success"
           : self->value.score.num < 0 ? "error" : "dim-label";
  return "dim-label";
}

const char *
noughts_move_item_get_score_text (NoughtsMoveItem *self)
{
  return self->score_text;
}

const char *
noughts_move_item_get_plies_text (NoughtsMoveItem *self)
{
  return self->plies_text;
}

gboolean
noughts_move_item_get_best (NoughtsMoveItem *self)
{
  return self->best;
}

MnkPiece
noughts_move_item_get_mover (NoughtsMoveItem *self)
{
  return self->mover;
}

const MnkPosition *
noughts_move_item_get_after (NoughtsMoveItem *self)
{
  return &self->after;
}

MnkScoreMode
noughts_move_item_get_mode (NoughtsMoveItem *self)
{
  return self->mode;
}

const GArray *
noughts_move_item_get_line (NoughtsMoveItem *self)
{
  return self->line;
}
