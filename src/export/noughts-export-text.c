/* noughts-export-text.c — an analysis as CSV and as a report for people:
 * the board with coordinates, the verdict in words, the moves best first,
 * the principal variation and what the search cost. */
#include <string.h>

#include "noughts-export.h"

static char
piece_letter (MnkPiece piece)
{
  return piece == MNK_PIECE_X ? 'X' : piece == MNK_PIECE_O ? 'O' : '.';
}

/* "+3", "-4", "0", "+191/192": scores carry their sign for people. */
static char *
signed_score (MnkScore score)
{
  g_autofree char *text = mnk_score_to_string (score);

  if (mnk_score_compare (score, (MnkScore) { 0, 1 }) > 0)
    return g_strconcat ("+", text, NULL);
  return g_steal_pointer (&text);
}

static const char *
plies_word (int plies)
{
  return plies == 1 ? "ply" : "plies";
}

/* 1234567 -> "1,234,567". */
static char *
grouped_number (guint64 n)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GUINT64_FORMAT, n);
  GString *out = g_string_new (NULL);
  gsize len = strlen (digits);

  for (gsize i = 0; i < len; i++)
    {
      if (i > 0 && (len - i) % 3 == 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, digits[i]);
    }
  return g_string_free (out, FALSE);
}

/*      a   b   c
 *  1   X | . | O
 *     ---+---+---
 *  2   . | X | .      */
static void
append_board (GString *out, const MnkPosition *pos)
{
  int rows = pos->game.rows, cols = pos->game.cols;
  int label_width = rows >= 10 ? 2 : 1;
  char name[8];

  g_string_append_printf (out, "%*s", label_width + 3, "");
  for (int c = 0; c < cols; c++)
    {
      /* the cell name minus its row number is the column's letters */
      const char *cell = mnk_cell_name (cols, c, name);
      gsize letters = strspn (cell, "abcdefghijklmnopqrstuvwxyz");

      g_string_append_printf (out, " %-3.*s", (int) letters, cell);
    }
  g_strchomp (out->str);
  g_string_set_size (out, strlen (out->str));
  g_string_append_c (out, '\n');

  for (int r = 0; r < rows; r++)
    {
      if (r > 0)
        {
          g_string_append_printf (out, "%*s  ", label_width + 1, "");
          for (int c = 0; c < cols; c++)
            g_string_append (out, c == 0 ? "---" : "+---");
          g_string_append_c (out, '\n');
        }
      g_string_append_printf (out, " %*d  ", label_width, r + 1);
      for (int c = 0; c < cols; c++)
        g_string_append_printf (out, "%s %c ", c == 0 ? "" : "|",
                                piece_letter (mnk_position_get (pos, r * cols + c)));
      g_strchomp (out->str);
      g_string_set_size (out, strlen (out->str));
      g_string_append_c (out, '\n');
    }
}

/* "X wins", "O wins", "Draw", "Unknown". */
static const char *
result_words (const MnkValue *value)
{
  if (!value->exact)
    return "Unknown";
  switch (value->result)
    {
    case MNK_RESULT_X:
      return "X wins";
    case MNK_RESULT_O:
      return "O wins";
    case MNK_RESULT_DRAW:
      return "Draw";
    case MNK_RESULT_NONE:
      return "";
    case MNK_RESULT_UNKNOWN:
    default:
      return "Unknown";
    }
}

static void
append_verdict (GString *out, const MnkAnalysis *analysis)
{
  const MnkValue *value = &analysis->value;
  char mover = piece_letter (analysis->to_move);
  g_autofree char *score = value->exact ? signed_score (value->score) : NULL;

  if (!value->exact)
    {
      g_autofree char *lo = mnk_score_to_string (value->lo);
      g_autofree char *hi = mnk_score_to_string (value->hi);
      g_autofree char *nodes = grouped_number (analysis->stats.nodes);

      g_string_append_printf (out, "Unknown: score between %s and %s "
                              "(stopped after %s nodes)\n", lo, hi, nodes);
      return;
    }

  if (analysis->status != MNK_STATUS_ONGOING)
    {
      switch (analysis->status)
        {
        case MNK_STATUS_X_WON:
          g_string_append (out, "Game over: X has won");
          break;
        case MNK_STATUS_O_WON:
          g_string_append (out, "Game over: O has won");
          break;
        case MNK_STATUS_DRAW:
        case MNK_STATUS_ONGOING:
        default:
          g_string_append (out, "Game over: draw");
          break;
        }
      if (analysis->mode != MNK_SCORE_WDL)
        g_string_append_printf (out, " (score %s for %c)", score, mover);
      g_string_append_c (out, '\n');
      return;
    }

  if (analysis->mode == MNK_SCORE_EXPECTED)
    {
      g_autofree char *fraction = mnk_score_to_string (value->score);

      g_string_append_printf (out, "Expected payoff %s (%.4f) for %c\n",
                              fraction, mnk_score_to_double (value->score), mover);
      return;
    }

  g_string_append (out, result_words (value));
  if (value->result != MNK_RESULT_DRAW && value->plies >= 0)
    g_string_append_printf (out, " in %d %s", value->plies, plies_word (value->plies));
  if (analysis->mode != MNK_SCORE_WDL)
    g_string_append_printf (out, " (score %s for %c)", score, mover);
  g_string_append_c (out, '\n');
}

/* A table of strings printed with each column as wide as its widest cell;
 * columns flagged in right_align are right-aligned (numbers). */
static void
append_table (GString *out, GPtrArray *rows, int n_cols, const gboolean *right_align)
{
  int widths[8] = { 0 };

  g_assert (n_cols <= (int) G_N_ELEMENTS (widths));
  for (guint r = 0; r < rows->len; r++)
    {
      char **row = g_ptr_array_index (rows, r);
      for (int c = 0; c < n_cols; c++)
        widths[c] = MAX (widths[c], (int) g_utf8_strlen (row[c], -1));
    }

  for (guint r = 0; r < rows->len; r++)
    {
      char **row = g_ptr_array_index (rows, r);

      g_string_append (out, " ");
      for (int c = 0; c < n_cols; c++)
        {
          int pad = widths[c] - (int) g_utf8_strlen (row[c], -1);

          g_string_append (out, "  ");
          if (right_align[c])
            g_string_append_printf (out, "%*s%s", pad, "", row[c]);
          else
            g_string_append_printf (out, "%s%*s", row[c], pad, "");
        }
      g_strchomp (out->str);
      g_string_set_size (out, strlen (out->str));
      g_string_append_c (out, '\n');
    }
}

static void
append_moves (GString *out, const MnkAnalysis *analysis)
{
  gboolean expected = analysis->mode == MNK_SCORE_EXPECTED;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  static const gboolean right_align[] = { FALSE, FALSE, TRUE, TRUE };
  int cols = analysis->position.game.cols;

  g_string_append_printf (out, "Moves, best first (scores for %c):\n",
                          piece_letter (analysis->to_move));
  /* expected mode: no result and no length of play, the payoff exactly
   * and as a decimal instead */
  g_ptr_array_add (rows, g_strsplit (expected ? "move|payoff|decimal"
                                              : "move|result|score|plies", "|", -1));
  for (guint i = 0; i < analysis->moves->len; i++)
    {
      const MnkMoveValue *move = &g_array_index (analysis->moves, MnkMoveValue, i);
      const MnkValue *value = &move->value;
      char name[8];
      char **row = g_new0 (char *, 5);

      row[0] = g_strdup (mnk_cell_name (cols, move->cell, name));
      if (!value->exact)
        {
          g_autofree char *lo = mnk_score_to_string (value->lo);
          g_autofree char *hi = mnk_score_to_string (value->hi);

          row[1] = expected ? g_strdup_printf ("[%s, %s]", lo, hi) : g_strdup ("Unknown");
          row[2] = expected ? g_strdup ("?") : g_strdup_printf ("[%s, %s]", lo, hi);
        }
      else if (expected)
        {
          row[1] = signed_score (value->score);
          row[2] = g_strdup_printf ("%+.4f", mnk_score_to_double (value->score));
        }
      else
        {
          row[1] = g_strdup (result_words (value));
          row[2] = signed_score (value->score);
        }
      if (!expected)
        row[3] = value->exact && value->plies >= 0 ? g_strdup_printf ("%d", value->plies)
                                                   : g_strdup ("?");
      g_ptr_array_add (rows, row);
    }
  append_table (out, rows, expected ? 3 : 4, right_align);
}

static void
append_pv (GString *out, const MnkAnalysis *analysis)
{
  int cols = analysis->position.game.cols;

  g_string_append (out, "Best line:");
  for (guint i = 0; i < analysis->pv->len; i++)
    {
      char name[8];

      g_string_append_printf (out, "%s%u. %s", i == 0 ? " " : "  ", i + 1,
                              mnk_cell_name (cols, g_array_index (analysis->pv, int, i), name));
    }
  g_string_append_c (out, '\n');
}

static void
append_stats (GString *out, const MnkStats *stats)
{
  g_autofree char *nodes = grouped_number (stats->nodes);
  g_autofree char *hits = grouped_number (stats->tt_hits);

  if (stats->time_ms < 1000.0)
    g_string_append_printf (out, "Searched %s nodes in %.1f ms (%s table hits)\n",
                            nodes, stats->time_ms, hits);
  else
    g_string_append_printf (out, "Searched %s nodes in %.2f s (%s table hits)\n",
                            nodes, stats->time_ms / 1000.0, hits);
}

char *
noughts_export_text (const MnkAnalysis *analysis)
{
  const MnkGame *game;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);

  game = &analysis->position.game;
  out = g_string_new (NULL);

  g_string_append_printf (out, "%d x %d board, %d in a row, %c moves first, %s scoring",
                          game->rows, game->cols, game->k, piece_letter (game->first),
                          mnk_score_mode_to_string (analysis->mode));
  if (analysis->mode == MNK_SCORE_EXPECTED)
    g_string_append_printf (out, " (payoffs: win %d, draw %d, loss %d; "
                            "the other side moves at random)",
                            analysis->payoff[0], analysis->payoff[1], analysis->payoff[2]);
  g_string_append (out, "\n\n");

  append_board (out, &analysis->position);
  g_string_append_c (out, '\n');

  if (analysis->status == MNK_STATUS_ONGOING)
    g_string_append_printf (out, "%c to move.\n", piece_letter (analysis->to_move));
  append_verdict (out, analysis);

  if (analysis->moves != NULL && analysis->moves->len > 0)
    {
      g_string_append_c (out, '\n');
      append_moves (out, analysis);
    }
  if (analysis->pv != NULL && analysis->pv->len > 0)
    {
      g_string_append_c (out, '\n');
      append_pv (out, analysis);
    }

  g_string_append_c (out, '\n');
  append_stats (out, &analysis->stats);
  return g_string_free (out, FALSE);
}

char *
noughts_export_csv (const MnkAnalysis *analysis)
{
  int cols;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);

  cols = analysis->position.game.cols;
  out = g_string_new ("row,col,cell,result,score,plies\n");
  for (guint i = 0; analysis->moves != NULL && i < analysis->moves->len; i++)
    {
      const MnkMoveValue *move = &g_array_index (analysis->moves, MnkMoveValue, i);
      const MnkValue *value = &move->value;
      const char *result = mnk_result_to_string (value->exact ? value->result
                                                              : MNK_RESULT_UNKNOWN);
      g_autofree char *score = value->exact ? mnk_score_to_string (value->score)
                                            : g_strdup ("");
      g_autofree char *plies = value->exact && value->plies >= 0
                               ? g_strdup_printf ("%d", value->plies) : g_strdup ("");
      char name[8];

      /* expected mode has no result; its score is a fraction, never a comma */
      g_string_append_printf (out, "%d,%d,%s,%s,%s,%s\n",
                              move->cell / cols, move->cell % cols,
                              mnk_cell_name (cols, move->cell, name),
                              result ? result : "", score, plies);
    }
  return g_string_free (out, FALSE);
}
