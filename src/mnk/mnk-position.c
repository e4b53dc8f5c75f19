/* mnk-position.c — notation, legality and status of a position. */
#include "mnk-position.h"

#include <string.h>

#define BIT(cell) (G_GUINT64_CONSTANT (1) << (cell))

void
mnk_position_init (MnkPosition *pos, const MnkGame *game)
{
  memset (pos, 0, sizeof *pos);
  pos->game = *game;
  if (pos->game.first != MNK_PIECE_O)
    pos->game.first = MNK_PIECE_X;
  pos->to_move = pos->game.first;
}

guint64
mnk_position_empty (const MnkPosition *pos)
{
  const MnkGeometry *g = mnk_geometry_lookup (pos->game.rows, pos->game.cols, pos->game.k);
  return g->full & ~(pos->stones[0] | pos->stones[1]);
}

int
mnk_position_count (const MnkPosition *pos, MnkPiece piece)
{
  return __builtin_popcountll (pos->stones[MNK_SIDE (piece)]);
}

MnkPiece
mnk_position_get (const MnkPosition *pos, int cell)
{
  if (pos->stones[0] & BIT (cell))
    return MNK_PIECE_X;
  if (pos->stones[1] & BIT (cell))
    return MNK_PIECE_O;
  return MNK_PIECE_EMPTY;
}

void
mnk_position_set (MnkPosition *pos, int cell, MnkPiece piece)
{
  pos->stones[0] &= ~BIT (cell);
  pos->stones[1] &= ~BIT (cell);
  if (piece != MNK_PIECE_EMPTY)
    pos->stones[MNK_SIDE (piece)] |= BIT (cell);
}

void
mnk_position_play (MnkPosition *pos, int cell)
{
  g_return_if_fail (mnk_position_get (pos, cell) == MNK_PIECE_EMPTY);
  pos->stones[MNK_SIDE (pos->to_move)] |= BIT (cell);
  pos->to_move = MNK_OTHER (pos->to_move);
}

MnkPiece
mnk_position_side_from_counts (const MnkPosition *pos)
{
  MnkPiece first = pos->game.first;
  return mnk_position_count (pos, first) == mnk_position_count (pos, MNK_OTHER (first))
         ? first : MNK_OTHER (first);
}

int
mnk_position_lines (const MnkPosition *pos, MnkPiece piece, int *out, int max)
{
  const MnkGeometry *g = mnk_geometry_lookup (pos->game.rows, pos->game.cols, pos->game.k);
  guint64 mine = pos->stones[MNK_SIDE (piece)];
  int n = 0;
  for (int w = 0; w < g->n_windows; w++)
    if ((mine & g->windows[w].mask) == g->windows[w].mask)
      {
        if (n < max && out != NULL)
          out[n] = w;
        n++;
      }
  return n;
}

gboolean
mnk_position_has_line (const MnkPosition *pos, MnkPiece piece)
{
  return mnk_position_lines (pos, piece, NULL, 0) > 0;
}

/* ---- notation ---------------------------------------------------------- */

static MnkPiece
piece_from_char (char c, gboolean *ok)
{
  *ok = TRUE;
  switch (c)
    {
    case '.': case '-': case '_': return MNK_PIECE_EMPTY;
    case 'x': case 'X': return MNK_PIECE_X;
    case 'o': case 'O': case '0': return MNK_PIECE_O;
    default: *ok = FALSE; return MNK_PIECE_EMPTY;
    }
}

static char *
describe_char (char c)
{
  if (g_ascii_isprint (c))
    return g_strdup_printf ("'%c'", c);
  return g_strdup_printf ("byte 0x%02x", (guchar) c);
}

static gboolean
notation_error (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
notation_error (GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  char *message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, MNK_ERROR, MNK_ERROR_NOTATION, message);
  g_free (message);
  return FALSE;
}

/* A row of col cells ends (0-based index row): the first fixes the width. */
static gboolean
end_row (int row, int col, int *cols, GError **error)
{
  if (col == 0)
    return notation_error (error, "row %d is empty", row + 1);
  if (*cols < 0)
    *cols = col;
  else if (col != *cols)
    return notation_error (error, "row %d has %d cell%s but row 1 has %d",
                           row + 1, col, col == 1 ? "" : "s", *cols);
  return TRUE;
}

gboolean
mnk_position_parse (MnkPosition *pos, const char *text,
                    const MnkPositionSpec *spec, GError **error)
{
  MnkPositionSpec none = { 0, 0, 0, MNK_PIECE_X, MNK_PIECE_EMPTY };
  if (spec == NULL)
    spec = &none;

  while (g_ascii_isspace (*text))
    text++;
  if (*text == '\0')
    return notation_error (error, "the position is empty: expected rows such as x.o/.x./..o");

  /* The board runs up to the first blank; a side to move may follow. */
  const char *p = text;
  int rows = 0, cols = -1, col = 0;
  guint64 stones[2] = { 0, 0 };
  int cell = 0;

  for (; *p != '\0' && !g_ascii_isspace (*p); p++)
    {
      if (*p == '/')
        {
          if (!end_row (rows, col, &cols, error))
            return FALSE;
          rows++;
          col = 0;
          continue;
        }
      gboolean ok;
      MnkPiece piece = piece_from_char (*p, &ok);
      if (!ok)
        {
          g_autofree char *what = describe_char (*p);
          return notation_error (error,
                                 "row %d, column %d: unknown character %s "
                                 "(cells are . - _ for empty, x X for X, o O 0 for O)",
                                 rows + 1, col + 1, what);
        }
      if (cell >= MNK_MAX_CELLS)
        return notation_error (error, "row %d, column %d: more than %d cells",
                               rows + 1, col + 1, MNK_MAX_CELLS);
      if (piece != MNK_PIECE_EMPTY)
        stones[MNK_SIDE (piece)] |= BIT (cell);
      cell++;
      col++;
    }
  if (!end_row (rows, col, &cols, error))
    return FALSE;
  rows++;

  MnkPiece side = MNK_PIECE_EMPTY;
  while (g_ascii_isspace (*p))
    p++;
  if (*p != '\0')
    {
      const char *start = p;
      while (*p != '\0' && !g_ascii_isspace (*p))
        p++;
      g_autofree char *word = g_strndup (start, p - start);
      if (!mnk_piece_parse (word, &side))
        return notation_error (error, "side to move '%s' must be x or o", word);
      while (g_ascii_isspace (*p))
        p++;
      if (*p != '\0')
        return notation_error (error, "unexpected text '%s' after the side to move", p);
    }

  if ((spec->rows > 0 && spec->rows != rows) || (spec->cols > 0 && spec->cols != cols))
    return notation_error (error, "the position is %d×%d but the game is %d×%d",
                           rows, cols,
                           spec->rows > 0 ? spec->rows : rows,
                           spec->cols > 0 ? spec->cols : cols);

  MnkGame game = {
    rows, cols,
    spec->k > 0 ? spec->k : mnk_game_default_k (rows, cols),
    spec->first == MNK_PIECE_O ? MNK_PIECE_O : MNK_PIECE_X,
  };
  if (!mnk_game_check (&game, error))
    return FALSE;

  mnk_position_init (pos, &game);
  pos->stones[0] = stones[0];
  pos->stones[1] = stones[1];
  if (spec->to_move != MNK_PIECE_EMPTY)
    side = spec->to_move;
  if (side != MNK_PIECE_EMPTY)
    {
      pos->to_move = side;
      pos->to_move_given = TRUE;
    }
  else
    pos->to_move = mnk_position_side_from_counts (pos);
  return TRUE;
}

char *
mnk_position_format (const MnkPosition *pos, gboolean with_side)
{
  GString *s = g_string_sized_new (80);
  for (int r = 0; r < pos->game.rows; r++)
    {
      if (r > 0)
        g_string_append_c (s, '/');
      for (int c = 0; c < pos->game.cols; c++)
        g_string_append_c (s, mnk_piece_to_char (mnk_position_get (pos, r * pos->game.cols + c)));
    }
  if (with_side)
    {
      g_string_append_c (s, ' ');
      g_string_append_c (s, mnk_piece_to_char (pos->to_move));
    }
  return g_string_free (s, FALSE);
}

/* ---- legality and status ----------------------------------------------- */

static gboolean
illegal (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
illegal (GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  char *message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, MNK_ERROR, MNK_ERROR_ILLEGAL, message);
  g_free (message);
  return FALSE;
}

/* The cells common to every completed window of one side. */
static guint64
lines_common (const MnkGeometry *g, guint64 mine, int *n_lines)
{
  guint64 common = ~G_GUINT64_CONSTANT (0);
  *n_lines = 0;
  for (int w = 0; w < g->n_windows; w++)
    if ((mine & g->windows[w].mask) == g->windows[w].mask)
      {
        common &= g->windows[w].mask;
        (*n_lines)++;
      }
  return common;
}

gboolean
mnk_position_validate (const MnkPosition *pos, MnkScoreMode mode, GError **error)
{
  if (!mnk_game_check (&pos->game, error))
    return FALSE;
  if (pos->stones[0] & pos->stones[1])
    return illegal (error, "a cell holds both X and O");
  const MnkGeometry *g = mnk_geometry_lookup (pos->game.rows, pos->game.cols, pos->game.k);
  if ((pos->stones[0] | pos->stones[1]) & ~g->full)
    return illegal (error, "stones lie outside the board");
  if (pos->to_move != MNK_PIECE_X && pos->to_move != MNK_PIECE_O)
    return illegal (error, "the side to move must be X or O");

  /* Nobody stops at a line in lines mode: any filling is a position. */
  if (mode == MNK_SCORE_LINES)
    return TRUE;

  if (!pos->to_move_given)
    {
      MnkPiece first = pos->game.first, second = MNK_OTHER (first);
      int nf = mnk_position_count (pos, first), ns = mnk_position_count (pos, second);
      if (nf != ns && nf != ns + 1)
        return illegal (error,
                        "%c has %d stones and %c has %d: with %c moving first, "
                        "%c must have as many stones as %c or one more",
                        g_ascii_toupper (mnk_piece_to_char (first)), nf,
                        g_ascii_toupper (mnk_piece_to_char (second)), ns,
                        g_ascii_toupper (mnk_piece_to_char (first)),
                        g_ascii_toupper (mnk_piece_to_char (first)),
                        g_ascii_toupper (mnk_piece_to_char (second)));
    }

  int nx, no;
  guint64 cx = lines_common (g, pos->stones[0], &nx);
  guint64 co = lines_common (g, pos->stones[1], &no);
  if (nx > 0 && no > 0)
    return illegal (error, "both sides have a line: the game ended at the first one");
  if (nx == 0 && no == 0)
    return TRUE;

  MnkPiece winner = nx > 0 ? MNK_PIECE_X : MNK_PIECE_O;
  char w = g_ascii_toupper (mnk_piece_to_char (winner));
  if (pos->to_move == winner)
    return illegal (error,
                    "%c has a line, so %c made the last move, but %c is to move",
                    w, w, w);
  if ((winner == MNK_PIECE_X ? cx : co) == 0)
    return illegal (error,
                    "%c has lines that share no stone: the game ended at the first one",
                    w);
  return TRUE;
}

MnkStatus
mnk_position_status (const MnkPosition *pos, MnkScoreMode mode)
{
  const MnkGeometry *g = mnk_geometry_lookup (pos->game.rows, pos->game.cols, pos->game.k);
  gboolean full = ((pos->stones[0] | pos->stones[1]) & g->full) == g->full;

  if (mode == MNK_SCORE_LINES)
    {
      if (!full)
        return MNK_STATUS_ONGOING;
      int nx = mnk_position_lines (pos, MNK_PIECE_X, NULL, 0);
      int no = mnk_position_lines (pos, MNK_PIECE_O, NULL, 0);
      return nx > no ? MNK_STATUS_X_WON : no > nx ? MNK_STATUS_O_WON : MNK_STATUS_DRAW;
    }
  if (mnk_position_has_line (pos, MNK_PIECE_X))
    return MNK_STATUS_X_WON;
  if (mnk_position_has_line (pos, MNK_PIECE_O))
    return MNK_STATUS_O_WON;
  return full ? MNK_STATUS_DRAW : MNK_STATUS_ONGOING;
}

const char *
mnk_status_to_string (MnkStatus status)
{
  switch (status)
    {
    case MNK_STATUS_ONGOING: return "ongoing";
    case MNK_STATUS_X_WON: return "x-won";
    case MNK_STATUS_O_WON: return "o-won";
    case MNK_STATUS_DRAW: return "draw";
    default: return "?";
    }
}
