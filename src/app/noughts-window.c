/* noughts-window.c — the main window. Data flows one way: an edit changes
 * the position model -> the analysis controller starts a solve -> its
 * result updates the panels and the board. The window's actions are in
 * noughts-window-actions.c. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "noughts-move-item.h"
#include "noughts-window-private.h"

G_DEFINE_FINAL_TYPE (NoughtsWindow, noughts_window, ADW_TYPE_APPLICATION_WINDOW)

static const MnkScoreMode mode_order[] = {
  MNK_SCORE_WDL, MNK_SCORE_QUICK, MNK_SCORE_LINES, MNK_SCORE_EXPECTED,
};

/* ---- small formatting helpers ----------------------------------------- */

/* 1234567 -> "1,234,567" */
static char *
format_count (guint64 n)
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

static char *
format_time (double ms)
{
  if (ms < 1000.0)
    return g_strdup_printf (_("%.1f ms"), ms);
  return g_strdup_printf (_("%.2f s"), ms / 1000.0);
}

static char *
format_rate (double nodes_per_second)
{
  if (nodes_per_second >= 1e6)
    return g_strdup_printf (_("%.1f M nodes/s"), nodes_per_second / 1e6);
  if (nodes_per_second >= 1e3)
    return g_strdup_printf (_("%.1f k nodes/s"), nodes_per_second / 1e3);
  return g_strdup_printf (_("%.0f nodes/s"), nodes_per_second);
}

static const char *
piece_name (MnkPiece piece)
{
  return piece == MNK_PIECE_O ? "O" : "X";
}

static const char *
mode_title (MnkScoreMode mode)
{
  switch (mode)
    {
    case MNK_SCORE_QUICK:
      return _("quick win");
    case MNK_SCORE_LINES:
      return _("count lines");
    case MNK_SCORE_EXPECTED:
      return _("expected payoff");
    case MNK_SCORE_WDL:
    default:
      return _("win/draw/loss");
    }
}

static void
set_css_class (GtkWidget *widget, const char *name, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

/* ---- the board -------------------------------------------------------- */

void
noughts_window_get_shown_position (NoughtsWindow *self, MnkPosition *pos)
{
  const MnkAnalysis *result = noughts_analysis_get_result (self->analysis);

  if (self->preview != NULL)
    {
      *pos = *noughts_move_item_get_after (self->preview);
      return;
    }
  *pos = *noughts_position_model_get_position (self->model);
  if (result != NULL && result->pv != NULL)
    for (int i = 0; i < self->pv_step && i < (int) result->pv->len; i++)
      mnk_position_play (pos, g_array_index (result->pv, int, i));
}

/* Move numbers on the cells of a line of moves: the first is 1. */
static void
show_line_numbers (NoughtsWindow *self, const GArray *line, int count)
{
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  int cells = pos->game.rows * pos->game.cols;
  g_autofree int *numbers = g_new0 (int, cells);

  for (int i = 0; line != NULL && i < count && i < (int) line->len; i++)
    numbers[g_array_index (line, int, i)] = i + 1;
  noughts_board_view_set_numbers (self->board, numbers, cells);
}

static void
update_board (NoughtsWindow *self)
{
  const MnkAnalysis *result = noughts_analysis_get_result (self->analysis);
  MnkScoreMode mode = noughts_position_model_get_mode (self->model);
  MnkPosition shown;

  noughts_window_get_shown_position (self, &shown);
  noughts_board_view_set_position (self->board, &shown, mode);
  noughts_board_view_set_suggestion (self->board, -1);
  if (self->preview != NULL)
    {
      const GArray *line = noughts_move_item_get_line (self->preview);

      noughts_board_view_set_analysis (self->board, NULL);
      noughts_board_view_set_last_move (self->board, noughts_move_item_get_cell (self->preview));
      show_line_numbers (self, line, line->len);
    }
  else if (self->pv_step > 0 && result != NULL)
    {
      /* The line's next move, ringed, until its end. */
      noughts_board_view_set_suggestion (self->board,
                                         self->pv_step < (int) result->pv->len
                                         ? g_array_index (result->pv, int, self->pv_step)
                                         : -1);
      noughts_board_view_set_analysis (self->board, NULL);
      noughts_board_view_set_last_move (self->board,
                                        g_array_index (result->pv, int, self->pv_step - 1));
      show_line_numbers (self, result->pv, self->pv_step);
    }
  else
    {
      noughts_board_view_set_analysis (self->board, result);
      noughts_board_view_set_last_move (self->board,
                                        noughts_position_model_get_last_move (self->model));
      noughts_board_view_set_numbers (self->board, NULL, 0);
    }
}

/* Clicks and keys act on the position the board shows: a previewed
 * position or PV step becomes the current one first. */
static void
adopt_shown_position (NoughtsWindow *self)
{
  MnkPosition shown;

  if (self->preview == NULL && self->pv_step == 0)
    return;
  noughts_window_get_shown_position (self, &shown);
  noughts_position_model_set_position (self->model, &shown,
                                       noughts_position_model_get_mode (self->model));
}

static void
on_board_cell_action (NoughtsBoardView *board, int cell, int action, NoughtsWindow *self)
{
  gboolean done = TRUE;

  adopt_shown_position (self);
  switch ((NoughtsBoardAction) action)
    {
    case NOUGHTS_BOARD_ACTIVATE:
      if (self->edit_mode)
        noughts_position_model_cycle_cell (self->model, cell);
      else
        done = noughts_position_model_play (self->model, cell);
      break;
    case NOUGHTS_BOARD_PUT_X:
      done = noughts_position_model_set_cell (self->model, cell, MNK_PIECE_X);
      break;
    case NOUGHTS_BOARD_PUT_O:
      done = noughts_position_model_set_cell (self->model, cell, MNK_PIECE_O);
      break;
    case NOUGHTS_BOARD_CLEAR:
      done = noughts_position_model_set_cell (self->model, cell, MNK_PIECE_EMPTY);
      break;
    default:
      done = FALSE;
    }
  if (!done)
    gtk_widget_error_bell (GTK_WIDGET (board));
}

/* ---- verdict ---------------------------------------------------------- */

static void
set_verdict (NoughtsWindow *self, const char *title, const char *detail,
             const char *stats, gboolean error)
{
  gtk_label_set_text (self->verdict_title, title);
  gtk_label_set_text (self->verdict_detail, detail);
  gtk_label_set_text (self->verdict_stats, stats);
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_detail), detail[0] != '\0');
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_stats), stats[0] != '\0');
  set_css_class (GTK_WIDGET (self->verdict_title), "error", error);
}

static char *
describe_value (const MnkAnalysis *a)
{
  const MnkValue *v = &a->value;

  if (a->status == MNK_STATUS_X_WON)
    return g_strdup (_("X has won"));
  if (a->status == MNK_STATUS_O_WON)
    return g_strdup (_("O has won"));
  if (a->status == MNK_STATUS_DRAW)
    return g_strdup (_("Draw: the game is over"));
  if (!v->exact)
    return g_strdup (_("Not proven yet"));
  if (a->mode == MNK_SCORE_EXPECTED)
    {
      g_autofree char *score = mnk_score_to_string (v->score);

      return g_strdup_printf (_("Expected payoff %s"), score);
    }
  switch (v->result)
    {
    case MNK_RESULT_X:
    case MNK_RESULT_O:
      if (v->plies >= 0)
        /* TRANSLATORS: "X wins in 5 plies"; %s is X or O */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins in %d ply",
                                             "%s wins in %d plies", v->plies),
                                v->result == MNK_RESULT_X ? "X" : "O", v->plies);
      return g_strdup_printf (_("%s wins"), v->result == MNK_RESULT_X ? "X" : "O");
    case MNK_RESULT_DRAW:
      return g_strdup (_("Draw"));
    default:
      return g_strdup (_("Unknown"));
    }
}

static void
update_verdict (NoughtsWindow *self)
{
  const MnkAnalysis *a = noughts_analysis_get_result (self->analysis);
  const char *error = noughts_analysis_get_error (self->analysis);
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *stats = NULL;
  g_autofree char *nodes = NULL;
  g_autofree char *time = NULL;
  g_autofree char *score = NULL;

  if (error != NULL)
    {
      set_verdict (self, _("Illegal position"), error, "", TRUE);
      return;
    }
  if (a == NULL)
    {
      /* TRANSLATORS: %s is X or O */
      detail = g_strdup_printf (_("%s to move"), piece_name (pos->to_move));
      set_verdict (self, _("Analysing…"), detail, "", FALSE);
      return;
    }

  title = describe_value (a);
  score = noughts_value_score_text (&a->value);
  if (a->status != MNK_STATUS_ONGOING)
    detail = g_strdup_printf (_("Score %s"), score);
  else if (a->value.plies >= 0)
    /* TRANSLATORS: "Score +1 · X to move · 5 plies to the end" */
    detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Score %s · %s to move · %d ply to the end",
                                           "Score %s · %s to move · %d plies to the end",
                                           a->value.plies),
                              score, piece_name (a->to_move), a->value.plies);
  else if (a->value.exact && a->value.score.den > 1)
    /* TRANSLATORS: "Score +23/24 ≈ 0.958 · X to move" */
    detail = g_strdup_printf (_("Score %s ≈ %.4g · %s to move"), score,
                              mnk_score_to_double (a->value.score), piece_name (a->to_move));
  else
    detail = g_strdup_printf (_("Score %s · %s to move"), score, piece_name (a->to_move));
  if (a->stopped)
    {
      g_autofree char *plain = g_steal_pointer (&detail);

      detail = g_strdup_printf (_("%s · stopped early"), plain);
    }

  nodes = format_count (a->stats.nodes);
  time = format_time (a->stats.time_ms);
  stats = g_strdup_printf (_("%s nodes in %s"), nodes, time);
  set_verdict (self, title, detail, stats, FALSE);
}

static void
on_analysis_progress (NoughtsAnalysis *analysis, NoughtsWindow *self)
{
  const MnkProgress *p = noughts_analysis_get_progress (analysis);
  g_autofree char *nodes = NULL;
  g_autofree char *rate = NULL;
  g_autofree char *time = NULL;
  g_autofree char *text = NULL;
  g_autofree char *lo = NULL;
  g_autofree char *hi = NULL;
  g_autofree char *bounds = NULL;

  if (p == NULL)
    return;
  nodes = format_count (p->nodes);
  rate = format_rate (p->nodes_per_second);
  time = format_time (p->elapsed_ms);
  /* TRANSLATORS: "1,234 nodes · 1.2 M nodes/s · 0.40 s" */
  text = g_strdup_printf (_("%s nodes · %s · %s"), nodes, rate, time);
  gtk_label_set_text (self->progress_label, text);

  /* Equal bounds before the end say nothing yet (the search has not
   * bracketed the root); only a real interval is worth showing. */
  if (p->lo.den == 0 || p->hi.den == 0 || mnk_score_compare (p->lo, p->hi) >= 0)
    return;
  lo = mnk_score_to_string (p->lo);
  hi = mnk_score_to_string (p->hi);
  bounds = g_strdup_printf (_("Score between %s and %s so far"), lo, hi);
  gtk_label_set_text (self->verdict_stats, bounds);
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_stats), TRUE);
}

/* ---- principal variation ---------------------------------------------- */

static void
update_pv (NoughtsWindow *self)
{
  const MnkAnalysis *a = noughts_analysis_get_result (self->analysis);
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  g_autoptr (GString) markup = g_string_new (NULL);
  g_autofree char *step = NULL;
  int len = (a != NULL && a->pv != NULL) ? (int) a->pv->len : 0;

  if (self->pv_step > len)
    self->pv_step = len;
  for (int i = 0; i < len; i++)
    {
      char buf[8];
      const char *name = mnk_cell_name (pos->game.cols, g_array_index (a->pv, int, i), buf);

      if (i > 0)
        g_string_append (markup, "  ");
      if (i + 1 == self->pv_step)
        g_string_append_printf (markup, "<b><u>%d.%s</u></b>", i + 1, name);
      else if (i < self->pv_step)
        g_string_append_printf (markup, "%d.%s", i + 1, name);
      else
        g_string_append_printf (markup, "<span alpha=\"70%%\">%d.%s</span>", i + 1, name);
    }
  if (len == 0 && noughts_analysis_get_error (self->analysis) != NULL)
    g_string_append (markup, "—");
  else if (len == 0 && a == NULL)
    g_string_append (markup, "…");
  else if (len == 0 && a->status != MNK_STATUS_ONGOING)
    g_string_append (markup, _("No moves: the game is over"));
  else if (len == 0)
    g_string_append (markup, _("No line proven yet"));
  gtk_label_set_markup (self->pv_label, markup->str);

  if (len > 0)
    /* TRANSLATORS: the step of the principal variation the board shows */
    step = g_strdup_printf (_("Step %d of %d"), self->pv_step, len);
  gtk_label_set_text (self->pv_step_label, step != NULL ? step : "");
}

void
noughts_window_show_pv_step (NoughtsWindow *self, int step)
{
  const MnkAnalysis *a = noughts_analysis_get_result (self->analysis);
  int len = (a != NULL && a->pv != NULL) ? (int) a->pv->len : 0;

  step = CLAMP (step, 0, len);
  /* Stepping the line leaves a tree preview. */
  if (self->preview != NULL)
    gtk_single_selection_set_selected (self->tree_selection, GTK_INVALID_LIST_POSITION);
  g_clear_object (&self->preview);
  self->pv_step = step;
  update_pv (self);
  update_board (self);
  noughts_window_update_actions (self);
}

static gboolean
on_pv_key (GtkEventControllerKey *controller, guint keyval, guint keycode,
           GdkModifierType state, NoughtsWindow *self)
{
  const MnkAnalysis *a = noughts_analysis_get_result (self->analysis);
  int len = (a != NULL && a->pv != NULL) ? (int) a->pv->len : 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Home:
      noughts_window_show_pv_step (self, 0);
      return TRUE;
    case GDK_KEY_End:
      noughts_window_show_pv_step (self, len);
      return TRUE;
    case GDK_KEY_Left:
      noughts_window_show_pv_step (self, self->pv_step - 1);
      return TRUE;
    case GDK_KEY_Right:
      noughts_window_show_pv_step (self, self->pv_step + 1);
      return TRUE;
    default:
      return FALSE;
    }
}

/* ---- moves and game tree ---------------------------------------------- */

typedef enum {
  COLUMN_MOVE,
  COLUMN_RESULT,
  COLUMN_SCORE,
  COLUMN_PLIES,
} MoveColumn;

static void
move_cell_setup (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (GPOINTER_TO_INT (data) == COLUMN_MOVE)
    gtk_label_set_xalign (GTK_LABEL (label), 0);
  else if (GPOINTER_TO_INT (data) == COLUMN_RESULT)
    gtk_widget_set_halign (label, GTK_ALIGN_START);
  else
    {
      gtk_label_set_xalign (GTK_LABEL (label), 1);
      gtk_widget_add_css_class (label, "numeric");
    }
  gtk_list_item_set_child (list_item, label);
}

static void
set_badge (GtkWidget *label, NoughtsMoveItem *item)
{
  const char *classes[] = { "result-badge", noughts_move_item_get_result_class (item), NULL };
  const char *text = noughts_move_item_get_result_text (item);

  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_set_css_classes (label, classes);
  gtk_widget_set_visible (label, text[0] != '\0');
}

static void
move_cell_bind (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *label = gtk_list_item_get_child (list_item);
  NoughtsMoveItem *item = gtk_list_item_get_item (list_item);

  switch ((MoveColumn) GPOINTER_TO_INT (data))
    {
    case COLUMN_MOVE:
      {
        g_autofree char *text = g_strdup_printf ("%s%s", noughts_move_item_get_name (item),
                                                 noughts_move_item_get_best (item) ? " ★" : "");

        gtk_label_set_text (GTK_LABEL (label), text);
        set_css_class (label, "best-move", noughts_move_item_get_best (item));
        break;
      }
    case COLUMN_RESULT:
      set_badge (label, item);
      break;
    case COLUMN_SCORE:
      gtk_label_set_text (GTK_LABEL (label), noughts_move_item_get_score_text (item));
      break;
    case COLUMN_PLIES:
      gtk_label_set_text (GTK_LABEL (label), noughts_move_item_get_plies_text (item));
      break;
    default:
      break;
    }
}

static GtkColumnViewColumn *
add_move_column (NoughtsWindow *self, const char *title, MoveColumn column, gboolean expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *col;

  g_signal_connect (factory, "setup", G_CALLBACK (move_cell_setup), GINT_TO_POINTER (column));
  g_signal_connect (factory, "bind", G_CALLBACK (move_cell_bind), GINT_TO_POINTER (column));
  col = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (col, expand);
  gtk_column_view_append_column (self->moves_view, col);
  g_object_unref (col);
  return col;
}

static void
on_move_activated (GtkColumnView *view, guint position, NoughtsWindow *self)
{
  g_autoptr (NoughtsMoveItem) item = g_list_model_get_item (G_LIST_MODEL (self->moves), position);

  if (item == NULL)
    return;
  g_action_group_activate_action (G_ACTION_GROUP (self), "play",
                                  g_variant_new_int32 (noughts_move_item_get_cell (item)));
}

/* A child list of the tree, filled by a worker once someone expands it. */
typedef struct {
  GWeakRef store;
  NoughtsAnalysis *analysis;
  GCancellable *cancellable;
  MnkPosition pos;
  MnkScoreMode mode;
  int payoff[3];
  GArray *line;
} TreeLoad;

static void
tree_load_free (TreeLoad *load)
{
  g_weak_ref_clear (&load->store);
  g_object_unref (load->analysis);
  g_object_unref (load->cancellable);
  g_array_unref (load->line);
  g_free (load);
}

static void
on_tree_children_ready (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TreeLoad *load = user_data;
  g_autoptr (GListStore) store = g_weak_ref_get (&load->store);
  g_autoptr (GError) error = NULL;
  g_autoptr (MnkAnalysis) analysis =
    noughts_analysis_analyze_finish (NOUGHTS_ANALYSIS (source), result, &error);

  if (store != NULL && !g_cancellable_is_cancelled (load->cancellable))
    {
      g_autoptr (GListStore) children = NULL;
      g_autoptr (NoughtsMoveItem) message = NULL;

      if (analysis != NULL)
        {
          children = noughts_move_item_list_from_analysis (analysis, load->line);
          g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                               NULL, 0);
          for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (children)); i++)
            {
              g_autoptr (GObject) child = g_list_model_get_item (G_LIST_MODEL (children), i);

              g_list_store_append (store, child);
            }
        }
      else
        {
          message = noughts_move_item_new_message (error->message);
          g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                               (gpointer *) &message, 1);
        }
    }
  tree_load_free (load);
}

/* Runs after create_func: GtkTreeListModel also calls it just to learn
 * whether a row can expand and drops the list at once; only a list that
 * is still alive here belongs to an expanded row and is worth a solve. */
static gboolean
tree_load_start (gpointer user_data)
{
  TreeLoad *load = user_data;
  g_autoptr (GListStore) store = g_weak_ref_get (&load->store);

  if (store == NULL || g_cancellable_is_cancelled (load->cancellable))
    {
      tree_load_free (load);
      return G_SOURCE_REMOVE;
    }
  noughts_analysis_analyze_async (load->analysis, &load->pos, load->mode, load->payoff,
                                  load->cancellable, on_tree_children_ready, load);
  return G_SOURCE_REMOVE;
}

static GListModel *
tree_create_children (gpointer item, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  NoughtsMoveItem *move = item;
  const MnkPosition *after;
  GListStore *store;
  g_autoptr (NoughtsMoveItem) message = NULL;
  TreeLoad *load;

  if (noughts_move_item_is_message (move))
    return NULL;
  after = noughts_move_item_get_after (move);
  if (mnk_position_status (after, noughts_move_item_get_mode (move)) != MNK_STATUS_ONGOING)
    return NULL;

  store = g_list_store_new (NOUGHTS_TYPE_MOVE_ITEM);
  message = noughts_move_item_new_message (_("Analysing…"));
  g_list_store_append (store, message);

  load = g_new0 (TreeLoad, 1);
  g_weak_ref_init (&load->store, store);
  load->analysis = g_object_ref (self->analysis);
  load->cancellable = g_object_ref (self->tree_cancellable);
  load->pos = *after;
  load->mode = noughts_move_item_get_mode (move);
  memcpy (load->payoff, noughts_position_model_get_payoff (self->model), sizeof load->payoff);
  load->line = g_array_copy ((GArray *) noughts_move_item_get_line (move));
  g_idle_add (tree_load_start, load);
  return G_LIST_MODEL (store);
}

static void
tree_row_setup (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *badge = gtk_label_new (NULL);
  GtkWidget *score = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (score), 1);
  gtk_widget_set_hexpand (score, TRUE);
  gtk_widget_add_css_class (score, "numeric");
  gtk_widget_add_css_class (score, "dim-label");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), badge);
  gtk_box_append (GTK_BOX (box), score);
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), box);
  gtk_list_item_set_child (list_item, expander);
}

static void
tree_row_bind (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkTreeListRow *row = gtk_list_item_get_item (list_item);
  GtkWidget *expander = gtk_list_item_get_child (list_item);
  GtkWidget *box = gtk_tree_expander_get_child (GTK_TREE_EXPANDER (expander));
  GtkWidget *name = gtk_widget_get_first_child (box);
  GtkWidget *badge = gtk_widget_get_next_sibling (name);
  GtkWidget *score = gtk_widget_get_next_sibling (badge);
  NoughtsMoveItem *item = gtk_tree_list_row_get_item (row);
  g_autofree char *text = NULL;

  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), row);
  if (noughts_move_item_is_message (item))
    text = g_strdup (noughts_move_item_get_name (item));
  else
    /* TRANSLATORS: a move in the game tree: "X b2" */
    text = g_strdup_printf (_("%s %s%s"), piece_name (noughts_move_item_get_mover (item)),
                            noughts_move_item_get_name (item),
                            noughts_move_item_get_best (item) ? " ★" : "");
  gtk_label_set_text (GTK_LABEL (name), text);
  set_css_class (name, "best-move", noughts_move_item_get_best (item));
  set_css_class (name, "dim-label", noughts_move_item_is_message (item));
  set_badge (badge, item);
  gtk_label_set_text (GTK_LABEL (score), noughts_move_item_get_score_text (item));
  gtk_list_item_set_selectable (list_item, !noughts_move_item_is_message (item));
  g_object_unref (item);
}

static void
on_tree_selection_changed (GtkSingleSelection *selection, GParamSpec *pspec,
                           NoughtsWindow *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (selection);
  g_autoptr (NoughtsMoveItem) item = NULL;

  if (row != NULL)
    item = gtk_tree_list_row_get_item (row);
  if (item != NULL && noughts_move_item_is_message (item))
    g_clear_object (&item);
  if (item == self->preview)
    return;
  g_set_object (&self->preview, item);
  self->pv_step = 0;
  update_pv (self);
  update_board (self);
  noughts_window_update_actions (self);
}

static void
replace_items (GListStore *store, GListStore *from)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (from));
  g_autofree gpointer *items = g_new0 (gpointer, n + 1);

  for (guint i = 0; i < n; i++)
    items[i] = g_list_model_get_item (G_LIST_MODEL (from), i);
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)), items, n);
  for (guint i = 0; i < n; i++)
    g_object_unref (items[i]);
}

/* With no moves to list, the panels say why. */
static void
update_empty_pages (NoughtsWindow *self)
{
  const MnkAnalysis *a = noughts_analysis_get_result (self->analysis);
  const char *why;

  if (g_list_model_get_n_items (G_LIST_MODEL (self->moves)) > 0)
    {
      gtk_stack_set_visible_child_name (self->moves_stack, "list");
      gtk_stack_set_visible_child_name (self->tree_stack, "list");
      return;
    }
  if (noughts_analysis_get_error (self->analysis) != NULL)
    why = _("No moves: the position cannot arise in a game");
  else if (a == NULL)
    why = _("Analysing…");
  else if (a->status != MNK_STATUS_ONGOING)
    why = _("No moves: the game is over");
  else
    why = _("No moves");
  gtk_label_set_text (self->moves_empty_label, why);
  gtk_label_set_text (self->tree_empty_label, why);
  gtk_stack_set_visible_child_name (self->moves_stack, "empty");
  gtk_stack_set_visible_child_name (self->tree_stack, "empty");
}

static void
update_moves (NoughtsWindow *self)
{
  const MnkAnalysis *a = noughts_analysis_get_result (self->analysis);
  g_autoptr (GListStore) fresh = noughts_move_item_list_from_analysis (a, NULL);

  g_cancellable_cancel (self->tree_cancellable);
  g_clear_object (&self->tree_cancellable);
  self->tree_cancellable = g_cancellable_new ();
  gtk_single_selection_set_selected (self->tree_selection, GTK_INVALID_LIST_POSITION);
  g_clear_object (&self->preview);
  replace_items (self->moves, fresh);
  replace_items (self->tree_root, fresh);
  update_empty_pages (self);
  /* An expected payoff has no result and no length. */
  gtk_column_view_column_set_visible (self->result_column,
                                      noughts_position_model_get_mode (self->model)
                                      != MNK_SCORE_EXPECTED);
  gtk_column_view_column_set_visible (self->plies_column,
                                      noughts_position_model_get_mode (self->model)
                                      != MNK_SCORE_EXPECTED);
}

/* ---- reacting to the model and the analysis --------------------------- */

static void
update_progress (NoughtsWindow *self)
{
  gboolean running = noughts_analysis_get_running (self->analysis);

  gtk_spinner_set_spinning (self->spinner, running);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), running);
  if (!running)
    gtk_label_set_text (self->progress_label, "");
  else if (noughts_analysis_get_progress (self->analysis) == NULL)
    gtk_label_set_text (self->progress_label, _("Analysing…"));
}

static void
on_analysis_changed (NoughtsAnalysis *analysis, NoughtsWindow *self)
{
  self->pv_step = 0;
  update_moves (self);
  update_verdict (self);
  update_pv (self);
  update_board (self);
  update_progress (self);
  noughts_window_update_actions (self);
}

static void
sync_rules_widgets (NoughtsWindow *self)
{
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  const int *payoff = noughts_position_model_get_payoff (self->model);
  MnkScoreMode mode = noughts_position_model_get_mode (self->model);
  const MnkGame *g = &pos->game;

  self->syncing_rules = TRUE;
  gtk_spin_button_set_range (self->rows_spin, 1, MNK_MAX_CELLS / g->cols);
  gtk_spin_button_set_range (self->cols_spin, 1, MNK_MAX_CELLS / g->rows);
  gtk_spin_button_set_range (self->k_spin, 1, MAX (g->rows, g->cols));
  gtk_spin_button_set_value (self->rows_spin, g->rows);
  gtk_spin_button_set_value (self->cols_spin, g->cols);
  gtk_spin_button_set_value (self->k_spin, g->k);
  gtk_drop_down_set_selected (self->first_dropdown, g->first == MNK_PIECE_O ? 1 : 0);
  for (guint i = 0; i < G_N_ELEMENTS (mode_order); i++)
    if (mode_order[i] == mode)
      gtk_drop_down_set_selected (self->mode_dropdown, i);
  gtk_spin_button_set_value (self->win_spin, payoff[0]);
  gtk_spin_button_set_value (self->draw_spin, payoff[1]);
  gtk_spin_button_set_value (self->loss_spin, payoff[2]);
  gtk_widget_set_sensitive (self->payoff_box, mode == MNK_SCORE_EXPECTED);
  self->syncing_rules = FALSE;
}

static void
on_rules_widget_changed (NoughtsWindow *self)
{
  MnkGame game;
  MnkScoreMode mode;
  int payoff[3];
  guint selected;

  if (self->syncing_rules)
    return;
  game.rows = gtk_spin_button_get_value_as_int (self->rows_spin);
  game.cols = gtk_spin_button_get_value_as_int (self->cols_spin);
  /* Keep rows x cols within the engine's 64 cells: the last change wins. */
  while (game.rows * game.cols > MNK_MAX_CELLS)
    {
      if (game.cols > 1)
        game.cols--;
      else
        game.rows--;
    }
  game.k = MIN (gtk_spin_button_get_value_as_int (self->k_spin), MAX (game.rows, game.cols));
  game.first = gtk_drop_down_get_selected (self->first_dropdown) == 1 ? MNK_PIECE_O : MNK_PIECE_X;
  selected = gtk_drop_down_get_selected (self->mode_dropdown);
  mode = selected < G_N_ELEMENTS (mode_order) ? mode_order[selected] : MNK_SCORE_WDL;
  payoff[0] = gtk_spin_button_get_value_as_int (self->win_spin);
  payoff[1] = gtk_spin_button_get_value_as_int (self->draw_spin);
  payoff[2] = gtk_spin_button_get_value_as_int (self->loss_spin);
  noughts_position_model_set_rules (self->model, &game, mode, payoff);
  /* A refused change (nothing new) still needs the widgets put back. */
  sync_rules_widgets (self);
}

static void
save_rules (NoughtsWindow *self)
{
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  const int *payoff = noughts_position_model_get_payoff (self->model);
  GVariant *payoffs[3];

  if (self->settings == NULL)
    return;
  for (int i = 0; i < 3; i++)
    payoffs[i] = g_variant_new_int32 (payoff[i]);
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "rows", pos->game.rows);
  g_settings_set_int (self->settings, "cols", pos->game.cols);
  g_settings_set_int (self->settings, "k", pos->game.k);
  g_settings_set_string (self->settings, "first", pos->game.first == MNK_PIECE_O ? "o" : "x");
  g_settings_set_string (self->settings, "score-mode",
                         mnk_score_mode_to_string (noughts_position_model_get_mode (self->model)));
  g_settings_set_value (self->settings, "payoff",
                        g_variant_new_array (G_VARIANT_TYPE_INT32, payoffs, 3));
  g_settings_apply (self->settings);
}

static void
update_title (NoughtsWindow *self)
{
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  g_autofree char *subtitle =
    /* TRANSLATORS: window subtitle, "3×3, k = 3, win/draw/loss" */
    g_strdup_printf (_("%d×%d, k = %d, %s"), pos->game.rows, pos->game.cols, pos->game.k,
                     mode_title (noughts_position_model_get_mode (self->model)));

  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
on_model_changed (NoughtsPositionModel *model, NoughtsWindow *self)
{
  const MnkPosition *pos = noughts_position_model_get_position (model);

  gtk_single_selection_set_selected (self->tree_selection, GTK_INVALID_LIST_POSITION);
  g_clear_object (&self->preview);
  self->pv_step = 0;
  update_title (self);
  sync_rules_widgets (self);
  save_rules (self);
  noughts_analysis_start (self->analysis, pos, noughts_position_model_get_mode (model),
                          noughts_position_model_get_payoff (model));
  /* start emitted "changed", which redrew the panels and the board */
}

/* ---- settings --------------------------------------------------------- */

static GSettings *
open_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  /* An uninstalled run or a test has no schema: use the defaults then. */
  if (source == NULL)
    return NULL;
  schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    return NULL;
  return g_settings_new_full (schema, NULL, NULL);
}

static void
load_rules (NoughtsWindow *self)
{
  MnkGame game;
  MnkScoreMode mode = MNK_SCORE_WDL;
  g_autofree char *first = NULL;
  g_autofree char *mode_name = NULL;
  g_autoptr (GVariant) payoff_v = NULL;
  int payoff[3] = { 1, 0, -10 };

  if (self->settings == NULL)
    return;
  game.rows = g_settings_get_int (self->settings, "rows");
  game.cols = g_settings_get_int (self->settings, "cols");
  game.k = g_settings_get_int (self->settings, "k");
  first = g_settings_get_string (self->settings, "first");
  game.first = g_strcmp0 (first, "o") == 0 ? MNK_PIECE_O : MNK_PIECE_X;
  mode_name = g_settings_get_string (self->settings, "score-mode");
  if (!mnk_score_mode_parse (mode_name, &mode, NULL))
    mode = MNK_SCORE_WDL;
  payoff_v = g_settings_get_value (self->settings, "payoff");
  if (g_variant_is_of_type (payoff_v, G_VARIANT_TYPE ("ai"))
      && g_variant_n_children (payoff_v) == 3)
    for (int i = 0; i < 3; i++)
      g_variant_get_child (payoff_v, i, "i", &payoff[i]);
  if (!mnk_game_check (&game, NULL))
    return;
  noughts_position_model_set_rules (self->model, &game, mode, payoff);
  noughts_position_model_reset_history (self->model);
}

static gboolean
on_close_request (GtkWindow *window, gpointer user_data)
{
  NoughtsWindow *self = NOUGHTS_WINDOW (window);
  int width, height;

  if (self->settings == NULL)
    return FALSE;
  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window) && width >= 100 && height >= 100)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);
  return FALSE;
}

static void
restore_window_state (NoughtsWindow *self)
{
  noughts_board_view_set_heat_map (self->board, TRUE);
  if (self->settings == NULL)
    return;
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  g_settings_bind (self->settings, "heat-map", self->board, "heat-map", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-coordinates", self->board, "show-coordinates",
                   G_SETTINGS_BIND_DEFAULT);
}

/* ---- object ----------------------------------------------------------- */

static void
noughts_window_dispose (GObject *object)
{
  NoughtsWindow *self = NOUGHTS_WINDOW (object);

  if (self->analysis != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->analysis, self);
      noughts_analysis_stop (self->analysis);
    }
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  if (self->tree_cancellable != NULL)
    g_cancellable_cancel (self->tree_cancellable);
  if (self->tree_selection != NULL)
    g_signal_handlers_disconnect_by_data (self->tree_selection, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), NOUGHTS_TYPE_WINDOW);
  g_clear_object (&self->preview);
  g_clear_object (&self->tree_selection);
  g_clear_object (&self->tree);
  g_clear_object (&self->moves);
  g_clear_object (&self->tree_cancellable);
  g_clear_object (&self->analysis);
  g_clear_object (&self->model);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (noughts_window_parent_class)->dispose (object);
}

static void
noughts_window_finalize (GObject *object)
{
  NoughtsWindow *self = NOUGHTS_WINDOW (object);

  g_free (self->last_toast);
  G_OBJECT_CLASS (noughts_window_parent_class)->finalize (object);
}

static void
noughts_window_class_init (NoughtsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = noughts_window_dispose;
  object_class->finalize = noughts_window_finalize;

  g_type_ensure (NOUGHTS_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/noughts/Noughts/noughts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, rules_button);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, rows_spin);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, cols_spin);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, k_spin);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, first_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, mode_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, payoff_box);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, win_spin);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, draw_spin);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, loss_spin);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, tree_stack);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, tree_empty_label);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, tree_view);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, board);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, pv_box);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, pv_label);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, pv_step_label);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, verdict_card);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, verdict_title);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, verdict_detail);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, verdict_stats);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, moves_stack);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, moves_empty_label);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, moves_view);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, spinner);
}

static void
noughts_window_init (NoughtsWindow *self)
{
  GtkListItemFactory *factory;
  GtkEventController *keys;
  GtkSpinButton *spins[6];

  gtk_widget_init_template (GTK_WIDGET (self));

  self->model = noughts_position_model_new ();
  self->analysis = noughts_analysis_new ();
  self->tree_cancellable = g_cancellable_new ();
  self->settings = open_settings ();

  /* Moves */
  self->moves = g_list_store_new (NOUGHTS_TYPE_MOVE_ITEM);
  {
    /* Nothing selected until the person picks a row. */
    GtkSingleSelection *moves_selection =
      gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->moves)));

    gtk_single_selection_set_autoselect (moves_selection, FALSE);
    gtk_single_selection_set_can_unselect (moves_selection, TRUE);
    gtk_column_view_set_model (self->moves_view, GTK_SELECTION_MODEL (moves_selection));
    g_object_unref (moves_selection);
  }
  add_move_column (self, _("Move"), COLUMN_MOVE, TRUE);
  self->result_column = add_move_column (self, _("Result"), COLUMN_RESULT, TRUE);
  add_move_column (self, _("Score"), COLUMN_SCORE, FALSE);
  self->plies_column = add_move_column (self, _("Plies"), COLUMN_PLIES, FALSE);
  g_signal_connect (self->moves_view, "activate", G_CALLBACK (on_move_activated), self);

  /* Game tree */
  self->tree_root = g_list_store_new (NOUGHTS_TYPE_MOVE_ITEM);
  self->tree = gtk_tree_list_model_new (G_LIST_MODEL (self->tree_root), FALSE, FALSE,
                                        tree_create_children, self, NULL);
  self->tree_selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->tree)));
  gtk_single_selection_set_autoselect (self->tree_selection, FALSE);
  gtk_single_selection_set_can_unselect (self->tree_selection, TRUE);
  gtk_single_selection_set_selected (self->tree_selection, GTK_INVALID_LIST_POSITION);
  g_signal_connect (self->tree_selection, "notify::selected-item",
                    G_CALLBACK (on_tree_selection_changed), self);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (tree_row_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (tree_row_bind), NULL);
  gtk_list_view_set_factory (self->tree_view, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->tree_view, GTK_SELECTION_MODEL (self->tree_selection));

  /* Board and PV */
  g_signal_connect (self->board, "cell-action", G_CALLBACK (on_board_cell_action), self);
  /* Home, Left, Right, End step the line wherever the focus is, unless the
   * focused widget uses the key itself (the board's cursor, the lists). */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_BUBBLE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_pv_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  /* Rules popover */
  spins[0] = self->rows_spin;
  spins[1] = self->cols_spin;
  spins[2] = self->k_spin;
  spins[3] = self->win_spin;
  spins[4] = self->draw_spin;
  spins[5] = self->loss_spin;
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    g_signal_connect_swapped (spins[i], "value-changed",
                              G_CALLBACK (on_rules_widget_changed), self);
  g_signal_connect_swapped (self->first_dropdown, "notify::selected",
                            G_CALLBACK (on_rules_widget_changed), self);
  g_signal_connect_swapped (self->mode_dropdown, "notify::selected",
                            G_CALLBACK (on_rules_widget_changed), self);

  g_signal_connect (self->model, "changed", G_CALLBACK (on_model_changed), self);
  g_signal_connect_swapped (self->model, "notify::can-undo",
                            G_CALLBACK (noughts_window_update_actions), self);
  g_signal_connect_swapped (self->model, "notify::can-redo",
                            G_CALLBACK (noughts_window_update_actions), self);
  g_signal_connect (self->analysis, "changed", G_CALLBACK (on_analysis_changed), self);
  g_signal_connect (self->analysis, "progress", G_CALLBACK (on_analysis_progress), self);
  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request), NULL);

  noughts_window_install_actions (self);
  restore_window_state (self);
  load_rules (self);

  /* The first analysis: the empty board of the remembered rules. */
  update_title (self);
  sync_rules_widgets (self);
  noughts_analysis_start (self->analysis, noughts_position_model_get_position (self->model),
                          noughts_position_model_get_mode (self->model),
                          noughts_position_model_get_payoff (self->model));
}

NoughtsWindow *
noughts_window_new (GtkApplication *application)
{
  return g_object_new (NOUGHTS_TYPE_WINDOW, "application", application, NULL);
}

gboolean
noughts_window_open_position (NoughtsWindow *self, const char *text, const char *game,
                              const char *score, GError **error)
{
  MnkPosition pos;
  MnkScoreMode mode;

  if (!noughts_window_parse (self, text, game, score, &pos, &mode, error))
    return FALSE;
  noughts_position_model_set_position (self->model, &pos, mode);
  return TRUE;
}

NoughtsPositionModel *
noughts_window_get_model (NoughtsWindow *self)
{
  return self->model;
}

NoughtsAnalysis *
noughts_window_get_analysis (NoughtsWindow *self)
{
  return self->analysis;
}

NoughtsBoardView *
noughts_window_get_board (NoughtsWindow *self)
{
  return self->board;
}

GListModel *
noughts_window_get_moves (NoughtsWindow *self)
{
  return G_LIST_MODEL (self->moves);
}

GtkSingleSelection *
noughts_window_get_tree_selection (NoughtsWindow *self)
{
  return self->tree_selection;
}

const char *
noughts_window_get_verdict (NoughtsWindow *self)
{
  return gtk_label_get_text (self->verdict_title);
}

const char *
noughts_window_get_verdict_detail (NoughtsWindow *self)
{
  return gtk_label_get_text (self->verdict_detail);
}

int
noughts_window_get_pv_step (NoughtsWindow *self)
{
  return self->pv_step;
}

const char *
noughts_window_get_last_toast (NoughtsWindow *self)
{
  return self->last_toast;
}
