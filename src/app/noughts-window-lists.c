/* noughts-window-lists.c — the window's two lists of moves: the Moves
 * column view (best first; activating a row plays it) and the Game tree
 * (a GtkTreeListModel whose children are analysed by a worker when a row
 * is expanded; selecting a row previews its position on the board). */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "noughts-move-item.h"
#include "noughts-window-private.h"

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
        noughts_set_css_class (label, "best-move", noughts_move_item_get_best (item));
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
    text = g_strdup_printf (_("%s %s%s"), noughts_window_piece_name (noughts_move_item_get_mover (item)),
                            noughts_move_item_get_name (item),
                            noughts_move_item_get_best (item) ? " ★" : "");
  gtk_label_set_text (GTK_LABEL (name), text);
  noughts_set_css_class (name, "best-move", noughts_move_item_get_best (item));
  noughts_set_css_class (name, "dim-label", noughts_move_item_is_message (item));
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
  noughts_window_show_preview (self, item);
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

void
noughts_window_update_lists (NoughtsWindow *self)
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

void
noughts_window_init_lists (NoughtsWindow *self)
{
  GtkListItemFactory *factory;

  self->tree_cancellable = g_cancellable_new ();

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
}
