/* window-driver.c — see the header. */
#include "config.h"

#include "window-driver.h"

static gboolean
flag_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
wait_for (Condition cond, gpointer data, const char *what)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add_seconds (WAIT_LIMIT_S, flag_timeout, &expired);

  while (!cond (data) && !expired)
    g_main_context_iteration (NULL, TRUE);
  if (expired)
    g_error ("gave up waiting for %s", what);
  g_source_remove (id);
}

static gboolean
analysis_done (gpointer data)
{
  NoughtsWindow *win = data;

  return !noughts_analysis_get_running (noughts_window_get_analysis (win));
}

void
wait_analysis (NoughtsWindow *win)
{
  wait_for (analysis_done, win, "the analysis");
}

void
act (NoughtsWindow *win, const char *name, GVariant *parameter)
{
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (win), name));
  g_action_group_activate_action (G_ACTION_GROUP (win), name, parameter);
}

void
board_act (NoughtsWindow *win, const char *name, int cell)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (noughts_window_get_board (win)),
                                             name, "i", cell));
}

NoughtsWindow *
open_window (const char *position)
{
  NoughtsWindow *win = noughts_window_new (NULL);

  gtk_window_present (GTK_WINDOW (win));
  wait_analysis (win);
  if (position != NULL)
    {
      act (win, "set-position", g_variant_new_string (position));
      wait_analysis (win);
    }
  return win;
}

void
close_window (NoughtsWindow *win)
{
  gtk_window_destroy (GTK_WINDOW (win));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

char *
model_notation (NoughtsWindow *win)
{
  return mnk_position_format (noughts_position_model_get_position (noughts_window_get_model (win)),
                              FALSE);
}

typedef struct {
  NoughtsWindow *win;
  guint before;
} ToastWait;

static gboolean
toast_after (gpointer data)
{
  ToastWait *w = data;

  return noughts_window_get_toast_count (w->win) > w->before;
}

const char *
wait_toast (NoughtsWindow *win, guint before, const char *what)
{
  ToastWait w = { win, before };

  wait_for (toast_after, &w, what);
  return noughts_window_get_last_toast (win);
}

const char *
act_for_toast (NoughtsWindow *win, const char *name, GVariant *parameter)
{
  guint before = noughts_window_get_toast_count (win);

  act (win, name, parameter);
  return wait_toast (win, before, "a toast");
}
