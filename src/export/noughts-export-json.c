/* noughts-export-json.c — an analysis as the JSON object of DESIGN.md
 * ("analyze --format json"), built with json-glib.
 *
 * Scores: integers in the integer modes; in expected mode a fraction string
 * ("191/192") with its double beside it in "score_float", and no "result".
 * A value the search did not finish has "result": "unknown" (integer modes),
 * "score": null and "bounds": [lo, hi] in the same form as a score.
 *
 * The optional "tree" (tree_depth > 0) is built from sub-objects that have
 * the shape of the top-level analysis (position, to_move, status, value,
 * moves, pv), each seen from its own side to move, plus the move that led
 * there (row, col, cell). Every move of the root gets a node; only the node
 * on the root's principal variation is expanded further, one level per unit
 * of depth, so the cost grows with the branching factor times the depth
 * rather than exponentially. */
#include "noughts-export.h"

#include <math.h>
#include <string.h>

static void
add_score_value (JsonBuilder *builder, MnkScoreMode mode, MnkScore score)
{
  if (mode == MNK_SCORE_EXPECTED || score.den != 1)
    {
      g_autofree char *text = mnk_score_to_string (score);
      json_builder_add_string_value (builder, text);
    }
  else
    json_builder_add_int_value (builder, score.num);
}

/* result, score[, score_float], plies[, bounds] of one value, as members of
 * the object being built. */
static void
add_value_members (JsonBuilder *builder, MnkScoreMode mode, const MnkValue *value)
{
  if (mode != MNK_SCORE_EXPECTED)
    {
      const char *result = mnk_result_to_string (value->exact ? value->result
                                                              : MNK_RESULT_UNKNOWN);
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, result ? result : "unknown");
    }

  json_builder_set_member_name (builder, "score");
  if (value->exact)
    add_score_value (builder, mode, value->score);
  else
    json_builder_add_null_value (builder);

  if (mode == MNK_SCORE_EXPECTED)
    {
      json_builder_set_member_name (builder, "score_float");
      if (value->exact)
        json_builder_add_double_value (builder, mnk_score_to_double (value->score));
      else
        json_builder_add_null_value (builder);
    }

  json_builder_set_member_name (builder, "plies");
  if (value->exact && value->plies >= 0)
    json_builder_add_int_value (builder, value->plies);
  else
    json_builder_add_null_value (builder);

  if (!value->exact)
    {
      json_builder_set_member_name (builder, "bounds");
      json_builder_begin_array (builder);
      add_score_value (builder, mode, value->lo);
      add_score_value (builder, mode, value->hi);
      json_builder_end_array (builder);
    }
}

static void
add_cell_members (JsonBuilder *builder, int cols, int cell)
{
  char name[8];

  json_builder_set_member_name (builder, "row");
  json_builder_add_int_value (builder, cell / cols);
  json_builder_set_member_name (builder, "col");
  json_builder_add_int_value (builder, cell % cols);
  json_builder_set_member_name (builder, "cell");
  json_builder_add_string_value (builder, mnk_cell_name (cols, cell, name));
}

static void
add_piece_member (JsonBuilder *builder, const char *member, MnkPiece piece)
{
  char text[2] = { mnk_piece_to_char (piece), '\0' };

  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, text);
}

/* position, to_move, status, value, moves, pv: what the top-level object
 * and every tree node share. */
static void
add_analysis_members (JsonBuilder *builder, const MnkAnalysis *analysis)
{
  int cols = analysis->position.game.cols;
  g_autofree char *position = mnk_position_format (&analysis->position, FALSE);

  json_builder_set_member_name (builder, "position");
  json_builder_add_string_value (builder, position);
  add_piece_member (builder, "to_move", analysis->to_move);
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder, mnk_status_to_string (analysis->status));

  json_builder_set_member_name (builder, "value");
  json_builder_begin_object (builder);
  add_value_members (builder, analysis->mode, &analysis->value);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; analysis->moves != NULL && i < analysis->moves->len; i++)
    {
      const MnkMoveValue *move = &g_array_index (analysis->moves, MnkMoveValue, i);

      json_builder_begin_object (builder);
      add_cell_members (builder, cols, move->cell);
      add_value_members (builder, analysis->mode, &move->value);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "pv");
  json_builder_begin_array (builder);
  for (guint i = 0; analysis->pv != NULL && i < analysis->pv->len; i++)
    {
      json_builder_begin_object (builder);
      add_cell_members (builder, cols, g_array_index (analysis->pv, int, i));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* An array with a node for every move of analysis; the node whose move is
 * pv[0] gets "children" while depth_left > 1. */
static gboolean
add_tree (JsonBuilder *builder, const MnkAnalysis *analysis, MnkSolver *solver,
          int depth_left, const int *pv, guint pv_len,
          GCancellable *cancellable, GError **error)
{
  int cols = analysis->position.game.cols;

  json_builder_begin_array (builder);
  for (guint i = 0; analysis->moves != NULL && i < analysis->moves->len; i++)
    {
      const MnkMoveValue *move = &g_array_index (analysis->moves, MnkMoveValue, i);
      g_autoptr(MnkAnalysis) child_analysis = NULL;
      MnkPosition child = analysis->position;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;

      mnk_position_play (&child, move->cell);
      child_analysis = mnk_solver_analyze (solver, &child, cancellable, error);
      if (child_analysis == NULL)
        return FALSE;

      json_builder_begin_object (builder);
      add_cell_members (builder, cols, move->cell);
      add_analysis_members (builder, child_analysis);
      if (depth_left > 1 && pv_len > 0 && pv[0] == move->cell)
        {
          json_builder_set_member_name (builder, "children");
          if (!add_tree (builder, child_analysis, solver, depth_left - 1,
                         pv + 1, pv_len - 1, cancellable, error))
            return FALSE;
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return TRUE;
}

JsonNode *
noughts_export_json_node (const MnkAnalysis *analysis, MnkSolver *solver,
                          int tree_depth, GCancellable *cancellable,
                          GError **error)
{
  g_autoptr(JsonBuilder) builder = NULL;
  const MnkGame *game;

  g_return_val_if_fail (analysis != NULL, NULL);

  builder = json_builder_new ();
  game = &analysis->position.game;

  if (solver != NULL && tree_depth > 0 && analysis->mode == MNK_SCORE_EXPECTED)
    {
      /* Below the root the two sides follow different rules (one
       * maximises, one moves at random), so a child analysed on its own
       * would answer a different question. */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           "a game tree is not available in expected mode");
      return NULL;
    }

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rows");
  json_builder_add_int_value (builder, game->rows);
  json_builder_set_member_name (builder, "cols");
  json_builder_add_int_value (builder, game->cols);
  json_builder_set_member_name (builder, "k");
  json_builder_add_int_value (builder, game->k);
  add_piece_member (builder, "first", game->first);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "score_mode");
  json_builder_add_string_value (builder, mnk_score_mode_to_string (analysis->mode));

  if (analysis->mode == MNK_SCORE_EXPECTED)
    {
      static const char *const names[3] = { "win", "draw", "loss" };

      json_builder_set_member_name (builder, "payoff");
      json_builder_begin_object (builder);
      for (int i = 0; i < 3; i++)
        {
          json_builder_set_member_name (builder, names[i]);
          json_builder_add_int_value (builder, analysis->payoff[i]);
        }
      json_builder_end_object (builder);
    }

  add_analysis_members (builder, analysis);

  json_builder_set_member_name (builder, "stats");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "nodes");
  json_builder_add_int_value (builder, (gint64) analysis->stats.nodes);
  json_builder_set_member_name (builder, "time_ms");
  json_builder_add_double_value (builder, analysis->stats.time_ms);
  json_builder_set_member_name (builder, "tt_hits");
  json_builder_add_int_value (builder, (gint64) analysis->stats.tt_hits);
  json_builder_end_object (builder);

  if (solver != NULL && tree_depth > 0)
    {
      const int *pv = analysis->pv ? (const int *) analysis->pv->data : NULL;
      guint pv_len = analysis->pv ? analysis->pv->len : 0;

      json_builder_set_member_name (builder, "tree");
      /* a child cut short by cancelling would pass for a limit; refuse */
      if (!add_tree (builder, analysis, solver, tree_depth, pv, pv_len,
                     cancellable, error)
          || g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
    }

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* json-glib 1.6 prints every double with 17 digits ("0.36199999999999999");
 * this writer prints the shortest text that reads back as the same double. */
static void
write_double (GString *out, double d)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE], format[8];

  if (!isfinite (d))
    {
      g_string_append (out, "null");   /* JSON has no infinities */
      return;
    }
  for (int precision = 1; precision <= 17; precision++)
    {
      g_snprintf (format, sizeof format, "%%.%dg", precision);
      g_ascii_formatd (buf, sizeof buf, format, d);
      if (g_ascii_strtod (buf, NULL) == d)
        break;
    }
  g_string_append (out, buf);
  /* Keep a double a double for readers that care: 2 -> 2.0. */
  if (strpbrk (buf, ".eE") == NULL)
    g_string_append (out, ".0");
}

static void
write_string (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) s; *p; p++)
    {
      switch (*p)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if (*p < 0x20)
            g_string_append_printf (out, "\\u%04x", *p);
          else
            g_string_append_c (out, (char) *p);
        }
    }
  g_string_append_c (out, '"');
}

static void
write_indent (GString *out, gboolean pretty, int depth)
{
  if (!pretty)
    return;
  g_string_append_c (out, '\n');
  for (int i = 0; i < depth; i++)
    g_string_append (out, "  ");
}

static void
write_node (GString *out, JsonNode *node, gboolean pretty, int depth)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_NULL:
      g_string_append (out, "null");
      break;
    case JSON_NODE_VALUE:
      {
        GType type = json_node_get_value_type (node);
        if (type == G_TYPE_INT64)
          g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
        else if (type == G_TYPE_DOUBLE)
          write_double (out, json_node_get_double (node));
        else if (type == G_TYPE_BOOLEAN)
          g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
        else
          write_string (out, json_node_get_string (node));
        break;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);
        g_string_append_c (out, '[');
        for (guint i = 0; i < n; i++)
          {
            if (i > 0)
              g_string_append_c (out, ',');
            write_indent (out, pretty, depth + 1);
            write_node (out, json_array_get_element (array, i), pretty, depth + 1);
          }
        if (n > 0)
          write_indent (out, pretty, depth);
        g_string_append_c (out, ']');
        break;
      }
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_node_get_object (node);
        GList *members = json_object_get_members (object);  /* insertion order */
        g_string_append_c (out, '{');
        for (GList *l = members; l; l = l->next)
          {
            if (l != members)
              g_string_append_c (out, ',');
            write_indent (out, pretty, depth + 1);
            write_string (out, l->data);
            g_string_append (out, pretty ? ": " : ":");
            write_node (out, json_object_get_member (object, l->data), pretty, depth + 1);
          }
        if (members != NULL)
          write_indent (out, pretty, depth);
        g_string_append_c (out, '}');
        g_list_free (members);
        break;
      }
    }
}

char *
noughts_json_to_text (JsonNode *node, gboolean pretty)
{
  GString *out = g_string_new (NULL);
  write_node (out, node, pretty, 0);
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

char *
noughts_export_json (const MnkAnalysis *analysis, MnkSolver *solver,
                     int tree_depth, gboolean pretty,
                     GCancellable *cancellable, GError **error)
{
  g_autoptr(JsonNode) root = NULL;

  root = noughts_export_json_node (analysis, solver, tree_depth, cancellable, error);
  if (root == NULL)
    return NULL;
  return noughts_json_to_text (root, pretty);
}
