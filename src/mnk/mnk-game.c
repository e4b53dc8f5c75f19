/* mnk-game.c — rules, names and the geometry shared by every position of
 * one board size. */
#include "mnk-game.h"

#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (mnk-error-quark, mnk_error)

int
mnk_game_default_k (int rows, int cols)
{
  return MIN (rows, cols);
}

gboolean
mnk_game_check (const MnkGame *game, GError **error)
{
  if (game->rows < 1 || game->cols < 1)
    {
      g_set_error (error, MNK_ERROR, MNK_ERROR_GAME,
                   "a board needs at least one row and one column (got %d×%d)",
                   game->rows, game->cols);
      return FALSE;
    }
  if (game->rows * game->cols > MNK_MAX_CELLS)
    {
      g_set_error (error, MNK_ERROR, MNK_ERROR_GAME,
                   "a %d×%d board has %d cells; at most %d are supported",
                   game->rows, game->cols, game->rows * game->cols, MNK_MAX_CELLS);
      return FALSE;
    }
  if (game->k < 1 || game->k > MAX (game->rows, game->cols))
    {
      g_set_error (error, MNK_ERROR, MNK_ERROR_GAME,
                   "k must be between 1 and %d on a %d×%d board (got %d)",
                   MAX (game->rows, game->cols), game->rows, game->cols, game->k);
      return FALSE;
    }
  if (game->first != MNK_PIECE_X && game->first != MNK_PIECE_O)
    {
      g_set_error (error, MNK_ERROR, MNK_ERROR_GAME,
                   "the first player must be X or O");
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_small_int (const char *s, const char **end, int *out)
{
  if (!g_ascii_isdigit (*s))
    return FALSE;
  int v = 0;
  while (g_ascii_isdigit (*s))
    {
      v = v * 10 + (*s - '0');
      if (v > 1000)
        return FALSE;
      s++;
    }
  *end = s;
  *out = v;
  return TRUE;
}

gboolean
mnk_game_parse (const char *text, MnkGame *game, GError **error)
{
  int v[3];
  const char *p = text;

  for (int i = 0; i < 3; i++)
    {
      while (*p == ' ')
        p++;
      if (!parse_small_int (p, &p, &v[i]))
        goto bad;
      while (*p == ' ')
        p++;
      if (i < 2 && *p++ != ',')
        goto bad;
    }
  if (*p != '\0')
    goto bad;

  MnkGame g = *game;
  g.rows = v[0];
  g.cols = v[1];
  g.k = v[2];
  if (g.first != MNK_PIECE_X && g.first != MNK_PIECE_O)
    g.first = MNK_PIECE_X;
  if (!mnk_game_check (&g, error))
    return FALSE;
  game->rows = g.rows;
  game->cols = g.cols;
  game->k = g.k;
  return TRUE;

bad:
  g_set_error (error, MNK_ERROR, MNK_ERROR_GAME,
               "'%s' is not a game: expected ROWS,COLS,K such as 3,3,3", text);
  return FALSE;
}

const char *
mnk_score_mode_to_string (MnkScoreMode mode)
{
  switch (mode)
    {
    case MNK_SCORE_WDL: return "wdl";
    case MNK_SCORE_QUICK: return "quick";
    case MNK_SCORE_LINES: return "lines";
    case MNK_SCORE_EXPECTED: return "expected";
    default: return "?";
    }
}

gboolean
mnk_score_mode_parse (const char *text, MnkScoreMode *mode, GError **error)
{
  static const MnkScoreMode modes[] = {
    MNK_SCORE_WDL, MNK_SCORE_QUICK, MNK_SCORE_LINES, MNK_SCORE_EXPECTED,
  };
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    if (g_ascii_strcasecmp (text, mnk_score_mode_to_string (modes[i])) == 0)
      {
        *mode = modes[i];
        return TRUE;
      }
  g_set_error (error, MNK_ERROR, MNK_ERROR_GAME,
               "unknown scoring mode '%s': expected wdl, quick, lines or expected",
               text);
  return FALSE;
}

char
mnk_piece_to_char (MnkPiece piece)
{
  return piece == MNK_PIECE_X ? 'x' : piece == MNK_PIECE_O ? 'o' : '.';
}

gboolean
mnk_piece_parse (const char *text, MnkPiece *piece)
{
  if (g_ascii_strcasecmp (text, "x") == 0)
    *piece = MNK_PIECE_X;
  else if (g_ascii_strcasecmp (text, "o") == 0)
    *piece = MNK_PIECE_O;
  else
    return FALSE;
  return TRUE;
}

/* Column letters like a spreadsheet's: a..z, aa..az, ba... */
const char *
mnk_cell_name (int cols, int cell, char buf[8])
{
  int col = cell % cols, row = cell / cols;
  char letters[4];
  int n = 0;

  col++;
  while (col > 0 && n < 3)
    {
      col--;
      letters[n++] = 'a' + col % 26;
      col /= 26;
    }
  int i = 0;
  while (n > 0)
    buf[i++] = letters[--n];
  g_snprintf (buf + i, 8 - i, "%d", row + 1);
  return buf;
}

int
mnk_cell_parse (int rows, int cols, const char *name)
{
  const char *p = name;
  int col = 0, row = 0, letters = 0, digits = 0;

  while (g_ascii_isalpha (*p))
    {
      col = col * 26 + (g_ascii_tolower (*p) - 'a' + 1);
      if (++letters > 3)
        return -1;
      p++;
    }
  while (g_ascii_isdigit (*p))
    {
      row = row * 10 + (*p - '0');
      if (++digits > 3)
        return -1;
      p++;
    }
  if (*p != '\0' || letters == 0 || digits == 0)
    return -1;
  col--;
  row--;
  if (row < 0 || row >= rows || col < 0 || col >= cols)
    return -1;
  return row * cols + col;
}

/* ---- geometry ---------------------------------------------------------- */

static void
add_windows (MnkGeometry *g, GArray *windows, int dr, int dc)
{
  for (int r = 0; r < g->rows; r++)
    for (int c = 0; c < g->cols; c++)
      {
        int er = r + dr * (g->k - 1), ec = c + dc * (g->k - 1);
        if (er < 0 || er >= g->rows || ec < 0 || ec >= g->cols)
          continue;
        MnkWindow w = { 0, (guint8) (r * g->cols + c), (guint8) (er * g->cols + ec) };
        for (int i = 0; i < g->k; i++)
          w.mask |= G_GUINT64_CONSTANT (1) << ((r + dr * i) * g->cols + (c + dc * i));
        g_array_append_val (windows, w);
      }
}

/* For k = 1 every direction gives the same single-cell window: keep one. */
static void
add_all_windows (MnkGeometry *g, GArray *windows)
{
  add_windows (g, windows, 0, 1);
  if (g->k == 1)
    return;
  add_windows (g, windows, 1, 0);
  add_windows (g, windows, 1, 1);
  add_windows (g, windows, 1, -1);
}

static void
build_symmetries (MnkGeometry *g)
{
  int R = g->rows, C = g->cols;
  /* (row, col) -> image, as functions of r, c. Square boards add the four
   * transposing maps; rectangles keep the identity, the two flips and the
   * half turn, which map the board onto itself. */
  int n = 0;
  for (int t = 0; t < 8; t++)
    {
      gboolean transpose = t >= 4;
      if (transpose && R != C)
        break;
      for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
          {
            int rr = r, cc = c;
            if (transpose)
              {
                int tmp = rr;
                rr = cc;
                cc = tmp;
              }
            if (t & 1)
              rr = R - 1 - rr;
            if (t & 2)
              cc = C - 1 - cc;
            g->symmetry_map[n][r * C + c] = (guint8) (rr * C + cc);
          }
      n++;
    }
  g->n_symmetries = n;

  for (int s = 0; s < n; s++)
    for (int b = 0; b < 8; b++)
      for (int v = 0; v < 256; v++)
        {
          guint64 image = 0;
          for (int i = 0; i < 8; i++)
            {
              int cell = b * 8 + i;
              if ((v >> i & 1) && cell < g->cells)
                image |= G_GUINT64_CONSTANT (1) << g->symmetry_map[s][cell];
            }
          g->symmetry_table[s][b][v] = image;
        }
}

static MnkGeometry *
geometry_new (int rows, int cols, int k)
{
  MnkGeometry *g = g_new0 (MnkGeometry, 1);
  g->rows = rows;
  g->cols = cols;
  g->k = k;
  g->cells = rows * cols;
  g->full = g->cells == 64 ? ~G_GUINT64_CONSTANT (0)
                           : (G_GUINT64_CONSTANT (1) << g->cells) - 1;

  GArray *windows = g_array_new (FALSE, FALSE, sizeof (MnkWindow));
  add_all_windows (g, windows);
  g->n_windows = windows->len;
  g->windows = (MnkWindow *) g_array_free (windows, FALSE);

  for (int cell = 0; cell < g->cells; cell++)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << cell;
      g->cell_windows[cell] = g_new (guint16, MAX (g->n_windows, 1));
      for (int w = 0; w < g->n_windows; w++)
        if (g->windows[w].mask & bit)
          g->cell_windows[cell][g->n_cell_windows[cell]++] = (guint16) w;
    }

  build_symmetries (g);
  return g;
}

const MnkGeometry *
mnk_geometry_lookup (int rows, int cols, int k)
{
  static GMutex lock;
  static GHashTable *cache;

  g_return_val_if_fail (rows >= 1 && cols >= 1 && rows * cols <= MNK_MAX_CELLS, NULL);
  g_return_val_if_fail (k >= 1 && k <= MAX (rows, cols), NULL);

  int key = (rows << 16) | (cols << 8) | k;
  g_mutex_lock (&lock);
  if (cache == NULL)
    cache = g_hash_table_new (g_direct_hash, g_direct_equal);
  MnkGeometry *g = g_hash_table_lookup (cache, GINT_TO_POINTER (key));
  if (g == NULL)
    {
      g = geometry_new (rows, cols, k);
      g_hash_table_insert (cache, GINT_TO_POINTER (key), g);
    }
  g_mutex_unlock (&lock);
  return g;
}
