/* noughts-position-text.c — see the header. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "noughts-position-text.h"

/* A board pasted as lines reads the same as one with slashes. */
static char *
join_lines (const char *text)
{
  g_auto (GStrv) lines = g_strsplit_set (text, "\r\n", -1);
  GString *joined = g_string_new (NULL);

  for (int i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] == '\0')
        continue;
      if (joined->len > 0)
        g_string_append_c (joined, '/');
      g_string_append (joined, lines[i]);
    }
  return g_string_free (joined, FALSE);
}

gboolean
noughts_position_from_text (const char *text, const char *game, const char *score,
                            const MnkPosition *current, MnkPosition *pos,
                            MnkScoreMode *mode, GError **error)
{
  MnkPositionSpec spec = { 0 };
  MnkGame g = { 3, 3, 3, MNK_PIECE_X };
  g_autofree char *notation = NULL;

  if (current != NULL)
    g = current->game;
  if (score != NULL && !mnk_score_mode_parse (score, mode, error))
    {
      g_prefix_error (error, "--score: ");
      return FALSE;
    }
  spec.first = g.first;
  if (game != NULL)
    {
      if (!mnk_game_parse (game, &g, error) || !mnk_game_check (&g, error))
        {
          g_prefix_error (error, "--game: ");
          return FALSE;
        }
      spec.rows = g.rows;
      spec.cols = g.cols;
      spec.k = g.k;
    }

  notation = g_strstrip (g_strdup (text != NULL ? text : ""));
  if (notation[0] == '\0')
    {
      if (game == NULL && text != NULL)
        {
          g_set_error_literal (error, MNK_ERROR, MNK_ERROR_NOTATION,
                               _("The text is empty; a position looks like x.o/.x./..o"));
          return FALSE;
        }
      mnk_position_init (pos, &g);
      return TRUE;
    }
  if (strchr (notation, '/') == NULL && strchr (notation, '\n') != NULL)
    {
      char *joined = join_lines (notation);

      g_free (notation);
      notation = joined;
    }
  if (!mnk_position_parse (pos, notation, &spec, error))
    return FALSE;
  /* Same size as now: keep the k in use rather than the default. */
  if (game == NULL && current != NULL && pos->game.rows == current->game.rows
      && pos->game.cols == current->game.cols)
    pos->game.k = current->game.k;
  return mnk_game_check (&pos->game, error);
}
