/* noughts-window-actions.c — the window's actions (win.*): every button,
 * menu item and shortcut names one of these, and so can a test. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "noughts-position-text.h"
#include "noughts-window-private.h"

/* A toast shows one line and cuts the rest: past this many characters a
 * message "what: why" shows "what" with a Details button for the why. */
#define TOAST_MAX_CHARS 72

static void
show_toast (NoughtsWindow *self, const char *text, AdwToast *toast)
{
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  self->toast_count++;
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
noughts_window_toast_reason (NoughtsWindow *self, const char *what, const char *why)
{
  /* TRANSLATORS: a toast, "Cannot open “a.noughts”: the file is empty" */
  g_autofree char *text = g_strdup_printf (_("%s: %s"), what, why);
  AdwToast *toast;

  if (g_utf8_strlen (text, -1) <= TOAST_MAX_CHARS)
    {
      toast = adw_toast_new (text);
      adw_toast_set_timeout (toast, 4);
    }
  else
    {
      toast = adw_toast_new (what);
      adw_toast_set_button_label (toast, _("_Details"));
      adw_toast_set_action_name (toast, "win.show-details");
      adw_toast_set_action_target_value (toast, g_variant_new ("(ss)", what, why));
      adw_toast_set_timeout (toast, 8);
    }
  show_toast (self, text, toast);
}

void
noughts_window_toast (NoughtsWindow *self, const char *text)
{
  const char *colon = strstr (text, ": ");
  AdwToast *toast;

  if (g_utf8_strlen (text, -1) > TOAST_MAX_CHARS && colon != NULL)
    {
      g_autofree char *what = g_strndup (text, colon - text);

      noughts_window_toast_reason (self, what, colon + 2);
      return;
    }
  toast = adw_toast_new (text);
  adw_toast_set_timeout (toast, 4);
  show_toast (self, text, toast);
}

/* win.show-details((ss)): a long message's what and why, in full. */
static void
action_show_details (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  const char *what, *why;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_variant_get (parameter, "(&s&s)", &what, &why);
  /* "impossible position: ..." reads as a sentence: "Impossible position: ..." */
  body = g_strdup (why);
  if (g_ascii_islower (body[0]))
    body[0] = g_ascii_toupper (body[0]);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), what, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
set_enabled (NoughtsWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static int
pv_length (NoughtsWindow *self)
{
  const MnkAnalysis *a = noughts_analysis_get_result (self->analysis);

  return (a != NULL && a->pv != NULL) ? (int) a->pv->len : 0;
}

void
noughts_window_update_actions (NoughtsWindow *self)
{
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  int len = pv_length (self);
  GAction *to_move;
  const char *side;

  set_enabled (self, "undo", noughts_position_model_can_undo (self->model));
  set_enabled (self, "redo", noughts_position_model_can_redo (self->model));
  set_enabled (self, "stop", noughts_analysis_get_running (self->analysis));
  set_enabled (self, "pv-first", self->pv_step > 0);
  set_enabled (self, "pv-previous", self->pv_step > 0);
  set_enabled (self, "pv-next", self->pv_step < len);
  set_enabled (self, "pv-last", self->pv_step < len);
  set_enabled (self, "pv-play", self->pv_step > 0 || self->preview != NULL);

  side = !pos->to_move_given ? "auto" : pos->to_move == MNK_PIECE_O ? "o" : "x";
  to_move = g_action_map_lookup_action (G_ACTION_MAP (self), "to-move");
  if (to_move != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (to_move), g_variant_new_string (side));
}

gboolean
noughts_window_parse (NoughtsWindow *self, const char *text, const char *game,
                      const char *score, MnkPosition *pos, MnkScoreMode *mode,
                      GError **error)
{
  *mode = noughts_position_model_get_mode (self->model);
  return noughts_position_from_text (text, game, score,
                                     noughts_position_model_get_position (self->model),
                                     pos, mode, error);
}

static void
action_undo (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;

  noughts_position_model_undo (self->model);
}

static void
action_redo (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;

  noughts_position_model_redo (self->model);
}

static void
action_new (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;

  noughts_position_model_clear (self->model);
}

static void
action_copy (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  MnkPosition shown;
  g_autofree char *text = NULL;

  noughts_window_get_shown_position (self, &shown);
  text = mnk_position_format (&shown, TRUE);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  {
    /* TRANSLATORS: %s is the position's notation */
    g_autofree char *message = g_strdup_printf (_("Copied %s"), text);

    noughts_window_toast (self, message);
  }
}

static void
on_paste_text (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (NoughtsWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  MnkPosition pos;
  MnkScoreMode mode;

  if (self->model == NULL)   /* closed meanwhile */
    return;
  if (text == NULL)
    {
      g_autofree char *message =
        g_strdup_printf (_("Cannot paste: %s"),
                         error != NULL ? error->message : _("the clipboard holds no text"));

      noughts_window_toast (self, message);
      return;
    }
  g_clear_error (&error);
  if (!noughts_window_parse (self, text, NULL, NULL, &pos, &mode, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Cannot paste: %s"), error->message);

      noughts_window_toast (self, message);
      return;
    }
  noughts_position_model_set_position (self->model, &pos, mode);
}

static void
action_paste (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 on_paste_text, g_object_ref (self));
}

static void
action_stop (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;

  noughts_analysis_stop (self->analysis);
}

static void
action_play (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;

  if (!noughts_position_model_play (self->model, g_variant_get_int32 (parameter)))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

/* win.set-position(s): notation; a bad one says why and changes nothing. */
static void
action_set_position (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  g_autoptr (GError) error = NULL;

  if (!noughts_window_open_position (self, g_variant_get_string (parameter, NULL),
                                     NULL, NULL, &error))
    noughts_window_toast (self, error->message);
}

/* win.set-game(s): "M,N,K"; the stones that fit stay. */
static void
action_set_game (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  MnkGame game = pos->game;
  g_autoptr (GError) error = NULL;

  if (!mnk_game_parse (g_variant_get_string (parameter, NULL), &game, &error)
      || !mnk_game_check (&game, &error))
    {
      noughts_window_toast (self, error->message);
      return;
    }
  noughts_position_model_set_rules (self->model, &game,
                                    noughts_position_model_get_mode (self->model),
                                    noughts_position_model_get_payoff (self->model));
}

/* win.set-score(s): wdl, quick, lines or expected. */
static void
action_set_score (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  MnkScoreMode mode;
  g_autoptr (GError) error = NULL;

  if (!mnk_score_mode_parse (g_variant_get_string (parameter, NULL), &mode, &error))
    {
      noughts_window_toast (self, error->message);
      return;
    }
  noughts_position_model_set_rules (self->model, &pos->game, mode,
                                    noughts_position_model_get_payoff (self->model));
}

static void
action_pv_step (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  const char *name = g_action_get_name (G_ACTION (action));

  if (g_str_equal (name, "pv-first"))
    noughts_window_show_pv_step (self, 0);
  else if (g_str_equal (name, "pv-previous"))
    noughts_window_show_pv_step (self, self->pv_step - 1);
  else if (g_str_equal (name, "pv-next"))
    noughts_window_show_pv_step (self, self->pv_step + 1);
  else
    noughts_window_show_pv_step (self, pv_length (self));
}

static void
action_pv_play (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  MnkPosition shown;

  if (self->pv_step == 0 && self->preview == NULL)
    return;
  noughts_window_get_shown_position (self, &shown);
  noughts_position_model_set_position (self->model, &shown,
                                       noughts_position_model_get_mode (self->model));
}

static void
change_mode (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  const char *mode = g_variant_get_string (state, NULL);

  if (!g_str_equal (mode, "play") && !g_str_equal (mode, "edit"))
    return;
  self->edit_mode = g_str_equal (mode, "edit");
  g_simple_action_set_state (action, state);
}

static void
change_to_move (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  const char *side = g_variant_get_string (state, NULL);

  if (g_str_equal (side, "x"))
    noughts_position_model_set_to_move (self->model, MNK_PIECE_X);
  else if (g_str_equal (side, "o"))
    noughts_position_model_set_to_move (self->model, MNK_PIECE_O);
  else if (g_str_equal (side, "auto"))
    noughts_position_model_set_to_move (self->model, MNK_PIECE_EMPTY);
  else
    return;
  g_simple_action_set_state (action, state);
}

static const GActionEntry window_actions[] = {
  { "undo", action_undo },
  { "redo", action_redo },
  { "new", action_new },
  { "copy", action_copy },
  { "paste", action_paste },
  { "stop", action_stop },
  { "play", action_play, "i" },
  { "set-position", action_set_position, "s" },
  { "set-game", action_set_game, "s" },
  { "set-score", action_set_score, "s" },
  { "pv-first", action_pv_step },
  { "pv-previous", action_pv_step },
  { "pv-next", action_pv_step },
  { "pv-last", action_pv_step },
  { "pv-play", action_pv_play },
  { "mode", NULL, "s", "'play'", change_mode },
  { "to-move", NULL, "s", "'auto'", change_to_move },
  { "show-details", action_show_details, "(ss)" },
};

void
noughts_window_install_actions (NoughtsWindow *self)
{
  g_autoptr (GPropertyAction) heat_map = NULL;
  g_autoptr (GPropertyAction) coordinates = NULL;

  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions,
                                   G_N_ELEMENTS (window_actions), self);
  noughts_window_install_file_actions (self);
  heat_map = g_property_action_new ("heat-map", self->board, "heat-map");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (heat_map));
  coordinates = g_property_action_new ("show-coordinates", self->board, "show-coordinates");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (coordinates));
  noughts_window_update_actions (self);
}
