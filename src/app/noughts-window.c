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

/* 1234567 -> "1,234,567", grouped the way the user's locale groups. */
static char *
format_count (guint64 n)
{
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
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

const char *
noughts_window_piece_name (MnkPiece piece)
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

void
noughts_set_css_class (GtkWidget *widget, const char *name, gboolean on)
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
  noughts_set_css_class (GTK_WIDGET (self->verdict_title), "error", error);
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
      detail = g_strdup_printf (_("%s to move"), noughts_window_piece_name (pos->to_move));
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
                              score, noughts_window_piece_name (a->to_move), a->value.plies);
  else if (a->value.exact && a->value.score.den > 1)
    /* TRANSLATORS: "Score +23/24 ≈ 0.958 · X to move" */
    detail = g_strdup_printf (_("Score %s ≈ %.4g · %s to move"), score,
                              mnk_score_to_double (a->value.score), noughts_window_piece_name (a->to_move));
  else
    detail = g_strdup_printf (_("Score %s · %s to move"), score, noughts_window_piece_name (a->to_move));
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
noughts_window_show_preview (NoughtsWindow *self, NoughtsMoveItem *item)
{
  if (item == self->preview)
    return;
  g_set_object (&self->preview, item);
  self->pv_step = 0;
  update_pv (self);
  update_board (self);
  noughts_window_update_actions (self);
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
  noughts_window_update_lists (self);
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
  noughts_window_update_modified (self);
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

  /* Unsaved changes: ask first (Save / Discard / Cancel). */
  if (noughts_window_confirm_close (self))
    return TRUE;
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
  noughts_window_dispose_exports (self);
  noughts_window_dispose_files (self);
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
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, export_button);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, export_spinner);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, export_stop_button);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, NoughtsWindow, comment_entry);
}

static void
noughts_window_init (NoughtsWindow *self)
{
  GtkEventController *keys;
  GtkSpinButton *spins[6];

  gtk_widget_init_template (GTK_WIDGET (self));

  self->model = noughts_position_model_new ();
  self->analysis = noughts_analysis_new ();
  self->settings = open_settings ();

  noughts_window_init_lists (self);
  noughts_window_init_files (self);

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
  /* The remembered rules' empty board is the clean state. */
  noughts_window_start_from_here (self);
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

guint
noughts_window_get_toast_count (NoughtsWindow *self)
{
  return self->toast_count;
}
