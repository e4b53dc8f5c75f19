/* ref-board.c — the tests' own model of a board; see ref-board.h. */
#include "ref-board.h"

#include <string.h>

void
ref_geometry_init (RefGeometry *g, int rows, int cols, int k)
{
  static const int dirs[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
  /* A one-cell window is the same in every direction: count it once. */
  int n_dirs = k == 1 ? 1 : 4;
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));

  memset (g, 0, sizeof *g);
  g->rows = rows;
  g->cols = cols;
  g->k = k;
  g->cells = rows * cols;
  g_assert_cmpint (g->cells, <=, REF_MAX_CELLS);

  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      for (int d = 0; d < n_dirs; d++)
        {
          int er = r + dirs[d][0] * (k - 1), ec = c + dirs[d][1] * (k - 1);
          if (er < 0 || er >= rows || ec < 0 || ec >= cols)
            continue;
          for (int i = 0; i < k; i++)
            {
              int cell = (r + dirs[d][0] * i) * cols + c + dirs[d][1] * i;
              g_array_append_val (cells, cell);
            }
          g->n_windows++;
        }
  g->windows = (int *) g_array_free (cells, FALSE);

  for (int cell = 0; cell < g->cells; cell++)
    {
      g->through[cell] = g_new (int, MAX (g->n_windows, 1));
      for (int w = 0; w < g->n_windows; w++)
        for (int i = 0; i < k; i++)
          if (g->windows[w * k + i] == cell)
            g->through[cell][g->n_through[cell]++] = w;
    }

  g->n_symmetries = rows == cols ? 8 : 4;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      {
        int n = rows, R = rows - 1, C = cols - 1;
        int images[8][2] = {
          { r, c }, { r, C - c }, { R - r, c }, { R - r, C - c },
          /* the four that swap rows and columns exist on a square only */
          { c, r }, { c, n - 1 - r }, { n - 1 - c, r }, { n - 1 - c, n - 1 - r },
        };
        for (int s = 0; s < g->n_symmetries; s++)
          g->symmetry[s][r * cols + c] = images[s][0] * cols + images[s][1];
      }
}

void
ref_geometry_clear (RefGeometry *g)
{
  g_free (g->windows);
  for (int cell = 0; cell < g->cells; cell++)
    g_free (g->through[cell]);
  memset (g, 0, sizeof *g);
}

static gboolean
window_full_of (const RefGeometry *g, const char *board, int w, char piece)
{
  for (int i = 0; i < g->k; i++)
    if (board[g->windows[w * g->k + i]] != piece)
      return FALSE;
  return TRUE;
}

int
ref_count_lines (const RefGeometry *g, const char *board, char piece)
{
  int n = 0;
  for (int w = 0; w < g->n_windows; w++)
    n += window_full_of (g, board, w, piece);
  return n;
}

gboolean
ref_line_through (const RefGeometry *g, const char *board, int cell)
{
  char piece = board[cell];
  if (piece == '.')
    return FALSE;
  for (int i = 0; i < g->n_through[cell]; i++)
    if (window_full_of (g, board, g->through[cell][i], piece))
      return TRUE;
  return FALSE;
}

int
ref_count_pieces (const RefGeometry *g, const char *board, char piece)
{
  int n = 0;
  for (int i = 0; i < g->cells; i++)
    n += board[i] == piece;
  return n;
}

char
ref_other (char piece)
{
  return piece == 'x' ? 'o' : 'x';
}

char
ref_side_from_counts (const RefGeometry *g, const char *board, char first)
{
  int a = ref_count_pieces (g, board, first);
  int b = ref_count_pieces (g, board, ref_other (first));
  return a == b ? first : ref_other (first);
}

MnkStatus
ref_status (const RefGeometry *g, const char *board, MnkScoreMode mode)
{
  int x = ref_count_lines (g, board, 'x'), o = ref_count_lines (g, board, 'o');
  gboolean full = strchr (board, '.') == NULL;

  if (mode == MNK_SCORE_LINES)
    return !full ? MNK_STATUS_ONGOING
           : x > o ? MNK_STATUS_X_WON : x < o ? MNK_STATUS_O_WON : MNK_STATUS_DRAW;
  return x > 0 ? MNK_STATUS_X_WON : o > 0 ? MNK_STATUS_O_WON
         : full ? MNK_STATUS_DRAW : MNK_STATUS_ONGOING;
}

char *
ref_notation (const RefGeometry *g, const char *board, char side)
{
  GString *s = g_string_new (NULL);
  for (int r = 0; r < g->rows; r++)
    {
      if (r > 0)
        g_string_append_c (s, '/');
      g_string_append_len (s, board + r * g->cols, g->cols);
    }
  if (side != 0)
    g_string_append_printf (s, " %c", side);
  return g_string_free (s, FALSE);
}

guint64
ref_encode (const RefGeometry *g, const char *board)
{
  guint64 key = 0;
  g_assert_cmpint (g->cells, <=, 40);
  for (int i = g->cells - 1; i >= 0; i--)
    key = key * 3 + (board[i] == 'x' ? 1 : board[i] == 'o' ? 2 : 0);
  return key;
}

void
ref_decode (const RefGeometry *g, guint64 key, char *board)
{
  for (int i = 0; i < g->cells; i++, key /= 3)
    board[i] = ".xo"[key % 3];
  board[g->cells] = '\0';
}

guint64
ref_canonical (const RefGeometry *g, const char *board)
{
  guint64 best = G_MAXUINT64;
  char image[REF_MAX_CELLS + 1];
  for (int s = 0; s < g->n_symmetries; s++)
    {
      for (int i = 0; i < g->cells; i++)
        image[g->symmetry[s][i]] = board[i];
      image[g->cells] = '\0';
      best = MIN (best, ref_encode (g, image));
    }
  return best;
}

/* One layer: positions with the same number of stones, each with the
 * number of move sequences that reach it. */
typedef struct {
  guint64 key;
  guint64 paths;
} LayerEntry;

static void
layer_add (GHashTable *layer, guint64 key, guint64 paths)
{
  LayerEntry *e = g_hash_table_lookup (layer, &key);
  if (e == NULL)
    {
      e = g_new (LayerEntry, 1);
      e->key = key;
      e->paths = 0;
      g_hash_table_insert (layer, &e->key, e);
    }
  e->paths += paths;
}

void
ref_enumerate (const RefGeometry *g, char first, RefEnumeration *out)
{
  GHashTable *classes = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  GHashTable *layer = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
  char board[REF_MAX_CELLS + 1];

  memset (out, 0, sizeof *out);
  out->keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  memset (board, '.', g->cells);
  board[g->cells] = '\0';
  layer_add (layer, ref_encode (g, board), 1);

  for (int stones = 0; g_hash_table_size (layer) > 0; stones++)
    {
      GHashTable *next = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
      char mover = stones % 2 == 0 ? first : ref_other (first);
      GHashTableIter iter;
      LayerEntry *e;

      g_hash_table_iter_init (&iter, layer);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &e))
        {
          gboolean finished = stones == g->cells;
          guint64 *canon = g_new (guint64, 1);

          ref_decode (g, e->key, board);
          g_array_append_val (out->keys, e->key);
          *canon = ref_canonical (g, board);
          g_hash_table_add (classes, canon);

          for (int i = 0; i < g->cells && !finished; i++)
            if (board[i] != '.' && ref_line_through (g, board, i))
              finished = TRUE;
          if (finished)
            {
              out->terminal++;
              out->games += e->paths;
              continue;
            }
          for (int i = 0; i < g->cells; i++)
            if (board[i] == '.')
              {
                board[i] = mover;
                layer_add (next, ref_encode (g, board), e->paths);
                board[i] = '.';
              }
        }
      g_hash_table_unref (layer);
      layer = next;
    }
  g_hash_table_unref (layer);

  out->positions = out->keys->len;
  out->classes = g_hash_table_size (classes);
  g_hash_table_unref (classes);
}

void
ref_enumeration_clear (RefEnumeration *e)
{
  g_array_unref (e->keys);
  memset (e, 0, sizeof *e);
}
