/* mnk-count.c — positions reachable from the empty board, layer by layer. */
#include "mnk-count.h"

#include <string.h>

#define BIT(c) (G_GUINT64_CONSTANT (1) << (c))

typedef struct {
  guint64 x, o;          /* o == ~0 marks a free slot: no real position has it */
  guint64 paths;         /* move sequences reaching this position */
} Slot;

typedef struct {
  Slot *slots;
  guint64 mask;
  guint64 used;
  gboolean overflow;     /* some path count passed 64 bits */
} Layer;

static void
layer_init (Layer *l, guint64 size)
{
  l->slots = g_new (Slot, size);
  for (guint64 i = 0; i < size; i++)
    l->slots[i].o = ~G_GUINT64_CONSTANT (0);
  l->mask = size - 1;
  l->used = 0;
  l->overflow = FALSE;
}

static inline guint64
slot_hash (guint64 x, guint64 o)
{
  guint64 h = x * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) ^ o * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F);
  return h ^ (h >> 31);
}

static void layer_add (Layer *l, guint64 x, guint64 o, guint64 paths);

static void
layer_grow (Layer *l)
{
  Layer bigger;
  layer_init (&bigger, (l->mask + 1) * 2);
  bigger.overflow = l->overflow;
  for (guint64 i = 0; i <= l->mask; i++)
    if (l->slots[i].o != ~G_GUINT64_CONSTANT (0))
      layer_add (&bigger, l->slots[i].x, l->slots[i].o, l->slots[i].paths);
  g_free (l->slots);
  *l = bigger;
}

static void
layer_add (Layer *l, guint64 x, guint64 o, guint64 paths)
{
  if ((l->used + 1) * 2 > l->mask + 1)
    layer_grow (l);
  guint64 i = slot_hash (x, o) & l->mask;
  while (l->slots[i].o != ~G_GUINT64_CONSTANT (0))
    {
      if (l->slots[i].x == x && l->slots[i].o == o)
        {
          if (__builtin_add_overflow (l->slots[i].paths, paths, &l->slots[i].paths))
            l->overflow = TRUE;
          return;
        }
      i = (i + 1) & l->mask;
    }
  l->slots[i] = (Slot) { x, o, paths };
  l->used++;
}

static gboolean
has_line (const MnkGeometry *g, guint64 stones)
{
  for (int w = 0; w < g->n_windows; w++)
    if ((stones & g->windows[w].mask) == g->windows[w].mask)
      return TRUE;
  return FALSE;
}

/* A position counts once per symmetry class: where no image is smaller. */
static gboolean
is_canonical (const MnkGeometry *g, guint64 x, guint64 o)
{
  for (int s = 1; s < g->n_symmetries; s++)
    {
      guint64 tx = mnk_geometry_transform (g, s, x);
      if (tx < x)
        return FALSE;
      if (tx == x && mnk_geometry_transform (g, s, o) < o)
        return FALSE;
    }
  return TRUE;
}

gboolean
mnk_count_positions (const MnkGame *game, gboolean want_games, guint64 max_layer,
                     GCancellable *cancellable, MnkCount *count, GError **error)
{
  if (!mnk_game_check (game, error))
    return FALSE;
  if (max_layer == 0)
    max_layer = 64 * 1000 * 1000;

  const MnkGeometry *g = mnk_geometry_lookup (game->rows, game->cols, game->k);
  memset (count, 0, sizeof *count);

  Layer cur;
  layer_init (&cur, 1024);
  layer_add (&cur, 0, 0, 1);
  gboolean overflow = FALSE;

  for (int n = 0; cur.used > 0; n++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          g_free (cur.slots);
          return FALSE;
        }
      /* Who placed the n-th stone's successor: first moves at even counts. */
      gboolean first_to_move = (n % 2) == 0;
      int side = MNK_SIDE (first_to_move ? game->first : MNK_OTHER (game->first));
      Layer next;
      layer_init (&next, 1024);

      for (guint64 i = 0; i <= cur.mask; i++)
        {
          Slot *s = &cur.slots[i];
          if (s->o == ~G_GUINT64_CONSTANT (0))
            continue;
          count->positions++;
          if (is_canonical (g, s->x, s->o))
            count->classes++;
          guint64 empty = g->full & ~(s->x | s->o);
          if (empty == 0 || has_line (g, s->x) || has_line (g, s->o))
            {
              count->terminal++;
              if (__builtin_add_overflow (count->games, s->paths, &count->games))
                overflow = TRUE;
              continue;
            }
          for (; empty; empty &= empty - 1)
            {
              guint64 bit = empty & -empty;
              if (side == 0)
                layer_add (&next, s->x | bit, s->o, s->paths);
              else
                layer_add (&next, s->x, s->o | bit, s->paths);
            }
          if (next.used > max_layer)
            {
              g_free (cur.slots);
              g_free (next.slots);
              g_set_error (error, MNK_ERROR, MNK_ERROR_TOO_LARGE,
                           "a %d,%d,%d game has more than %" G_GUINT64_FORMAT
                           " positions with %d stones: too many to count here",
                           game->rows, game->cols, game->k, max_layer, n + 1);
              return FALSE;
            }
        }
      overflow |= cur.overflow;
      g_free (cur.slots);
      cur = next;
    }
  g_free (cur.slots);

  count->games_known = want_games && !overflow;
  if (!count->games_known)
    count->games = 0;
  return TRUE;
}
