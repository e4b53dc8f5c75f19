/* noughts-saved-position.c — see the header. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "noughts-export.h"
#include "noughts-saved-position.h"

char *
noughts_saved_position_to_json (const NoughtsSavedPosition *saved)
{
  const MnkPosition *pos = &saved->position;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  /* The side is written only when it was set by hand, so that reading the
   * file back checks the piece counts exactly as before. */
  g_autofree char *notation = mnk_position_format (pos, pos->to_move_given);
  char first[2] = { mnk_piece_to_char (pos->game.first), '\0' };

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "noughts");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);

  json_builder_set_member_name (b, "game");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rows");
  json_builder_add_int_value (b, pos->game.rows);
  json_builder_set_member_name (b, "cols");
  json_builder_add_int_value (b, pos->game.cols);
  json_builder_set_member_name (b, "k");
  json_builder_add_int_value (b, pos->game.k);
  json_builder_set_member_name (b, "first");
  json_builder_add_string_value (b, first);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "score_mode");
  json_builder_add_string_value (b, mnk_score_mode_to_string (saved->mode));
  json_builder_set_member_name (b, "payoff");
  json_builder_begin_array (b);
  for (int i = 0; i < 3; i++)
    json_builder_add_int_value (b, saved->payoff[i]);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "position");
  json_builder_add_string_value (b, notation);

  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (int i = 0; i < saved->n_moves; i++)
    {
      char buf[8];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "row");
      json_builder_add_int_value (b, saved->moves[i] / pos->game.cols);
      json_builder_set_member_name (b, "col");
      json_builder_add_int_value (b, saved->moves[i] % pos->game.cols);
      json_builder_set_member_name (b, "cell");
      json_builder_add_string_value (b, mnk_cell_name (pos->game.cols, saved->moves[i], buf));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "comment");
  json_builder_add_string_value (b, saved->comment != NULL ? saved->comment : "");
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  return noughts_json_to_text (root, TRUE);
}

static gboolean
fail (GError **error, const char *member, const char *what)
{
  /* TRANSLATORS: "game.rows: expected a whole number" */
  g_set_error (error, MNK_ERROR, MNK_ERROR_NOTATION, _("%s: %s"), member, what);
  return FALSE;
}

static gboolean
get_int (JsonObject *object, const char *name, const char *path, int *out, GError **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    return fail (error, path, _("expected a whole number"));
  if (json_node_get_int (node) < G_MININT || json_node_get_int (node) > G_MAXINT)
    return fail (error, path, _("number out of range"));
  *out = (int) json_node_get_int (node);
  return TRUE;
}

static const char *
get_string (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* Brackets opened and never closed (outside strings): > 0 means the text
 * stops before its end, the usual sign of a file cut short. */
static int
unclosed_brackets (const char *data, gsize length)
{
  int depth = 0;
  gboolean in_string = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        depth++;
      else if (c == '}' || c == ']')
        depth--;
    }
  return depth + (in_string ? 1 : 0);
}

/* json-glib says "<data>:3:7: Parse error: unexpected …"; a person reads
 * "not JSON: line 3, column 7: unexpected …". */
static gboolean
fail_json (GError **error, const char *data, gsize length, const GError *json_error)
{
  int line = 0, column = 0, used = 0;
  const char *what = json_error->message;

  if (unclosed_brackets (data, length) > 0)
    {
      g_set_error_literal (error, MNK_ERROR, MNK_ERROR_NOTATION,
                           _("the file is cut short: its JSON ends before every "
                             "bracket is closed"));
      return FALSE;
    }
  if (sscanf (what, "<data>:%d:%d: %n", &line, &column, &used) == 2 && used > 0)
    {
      what += used;
      if (g_str_has_prefix (what, "Parse error: "))
        what += strlen ("Parse error: ");
      /* TRANSLATORS: "not a JSON file: line 3, column 7: unexpected …" */
      g_set_error (error, MNK_ERROR, MNK_ERROR_NOTATION,
                   _("not a JSON file: line %d, column %d: %s"), line, column, what);
    }
  else
    g_set_error (error, MNK_ERROR, MNK_ERROR_NOTATION, _("not a JSON file: %s"), what);
  return FALSE;
}

gboolean
noughts_saved_position_parse (const char *data, gssize length,
                              NoughtsSavedPosition *saved, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonNode *root;
  JsonObject *top, *game_obj;
  JsonNode *node;
  MnkPositionSpec spec = { 0 };
  MnkGame game;
  const char *text;
  guint64 seen = 0;
  g_autoptr (GError) json_error = NULL;
  gsize blank = 0;

  memset (saved, 0, sizeof *saved);
  saved->payoff[0] = 1;
  saved->payoff[1] = 0;
  saved->payoff[2] = -10;

  if (length < 0)
    length = strlen (data);
  if ((gsize) length > NOUGHTS_SAVED_POSITION_MAX_SIZE)
    {
      g_autofree char *size = g_format_size_full (length, G_FORMAT_SIZE_IEC_UNITS);

      /* TRANSLATORS: %s is a size like "3.2 MiB" */
      g_set_error (error, MNK_ERROR, MNK_ERROR_TOO_LARGE,
                   _("the file is %s, too large for a position (at most 1 MiB)"), size);
      return FALSE;
    }
  while (blank < (gsize) length && g_ascii_isspace (data[blank]))
    blank++;
  if (blank == (gsize) length)
    {
      g_set_error_literal (error, MNK_ERROR, MNK_ERROR_NOTATION, _("the file is empty"));
      return FALSE;
    }
  if (!json_parser_load_from_data (parser, data, length, &json_error))
    return fail_json (error, data, length, json_error);
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, _("file"), _("expected a JSON object"));
  top = json_node_get_object (root);
  if (g_strcmp0 (get_string (top, "format"), "noughts") != 0)
    return fail (error, "format", _("not a Noughts file (expected \"noughts\")"));

  node = json_object_get_member (top, "game");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, "game", _("expected an object with rows, cols, k and first"));
  game_obj = json_node_get_object (node);
  if (!get_int (game_obj, "rows", "game.rows", &game.rows, error)
      || !get_int (game_obj, "cols", "game.cols", &game.cols, error)
      || !get_int (game_obj, "k", "game.k", &game.k, error))
    return FALSE;
  text = get_string (game_obj, "first");
  game.first = MNK_PIECE_X;
  if (text != NULL && !mnk_piece_parse (text, &game.first))
    return fail (error, "game.first", _("expected \"x\" or \"o\""));
  if (!mnk_game_check (&game, error))
    {
      g_prefix_error (error, "game: ");
      return FALSE;
    }

  text = get_string (top, "score_mode");
  saved->mode = MNK_SCORE_WDL;
  if (text != NULL && !mnk_score_mode_parse (text, &saved->mode, error))
    {
      g_prefix_error (error, "score_mode: ");
      return FALSE;
    }

  node = json_object_get_member (top, "payoff");
  if (node != NULL)
    {
      JsonArray *array = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (array == NULL || json_array_get_length (array) != 3)
        return fail (error, "payoff", _("expected three whole numbers: win, draw, loss"));
      for (guint i = 0; i < 3; i++)
        {
          JsonNode *v = json_array_get_element (array, i);

          if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64)
            return fail (error, "payoff", _("expected three whole numbers: win, draw, loss"));
          saved->payoff[i] = (int) CLAMP (json_node_get_int (v), -1000000, 1000000);
        }
    }

  text = get_string (top, "position");
  if (text == NULL)
    return fail (error, "position", _("expected the position's notation, e.g. \"x.o/.x./..o\""));
  spec.rows = game.rows;
  spec.cols = game.cols;
  spec.k = game.k;
  spec.first = game.first;
  if (!mnk_position_parse (&saved->position, text, &spec, error))
    {
      g_prefix_error (error, "position: ");
      return FALSE;
    }
  /* A position that cannot arise in play is refused here, with the
   * engine's reason, rather than opened as an "illegal position". */
  if (!mnk_position_validate (&saved->position, saved->mode, error))
    {
      /* TRANSLATORS: followed by the reason, e.g. "both sides have a line" */
      g_prefix_error (error, _("position: impossible position: "));
      return FALSE;
    }

  node = json_object_get_member (top, "moves");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonArray *array = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (array == NULL || json_array_get_length (array) > MNK_MAX_CELLS)
        return fail (error, "moves", _("expected a list of moves"));
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *m = json_array_get_element (array, i);
          g_autofree char *path = g_strdup_printf ("moves[%u]", i);
          int row, col, cell;

          if (!JSON_NODE_HOLDS_OBJECT (m))
            return fail (error, path, _("expected an object with row and col"));
          if (!get_int (json_node_get_object (m), "row", path, &row, error)
              || !get_int (json_node_get_object (m), "col", path, &col, error))
            return FALSE;
          if (row < 0 || row >= game.rows || col < 0 || col >= game.cols)
            return fail (error, path, _("the cell is outside the board"));
          cell = row * game.cols + col;
          if (mnk_position_get (&saved->position, cell) == MNK_PIECE_EMPTY
              || (seen & (G_GUINT64_CONSTANT (1) << cell)) != 0)
            return fail (error, path, _("not a stone of the position, or played twice"));
          seen |= G_GUINT64_CONSTANT (1) << cell;
          saved->moves[saved->n_moves++] = cell;
        }
    }

  text = get_string (top, "comment");
  saved->comment = g_strdup (text);
  return TRUE;
}

void
noughts_saved_position_clear (NoughtsSavedPosition *saved)
{
  g_clear_pointer (&saved->comment, g_free);
}

gboolean
noughts_saved_position_is_file_name (const char *name)
{
  static const char extension[] = ".noughts";
  gsize n = name != NULL ? strlen (name) : 0;

  return n > strlen (extension)
         && g_ascii_strcasecmp (name + n - strlen (extension), extension) == 0;
}
