/* noughts-application.c — see the header.
 *
 * Command line: noughts [POSITION | FILE.noughts] [--game M,N,K] [--score MODE].
 * A name ending in .noughts opens that file (as the recent-files list and
 * the desktop file pass it). A position
 * (or game, or mode) that cannot be read is refused before any window
 * opens: one line on stderr naming what is wrong and where, exit status 2,
 * as noughts-cli does. The check runs in handle-local-options, so it needs
 * neither a display nor the session bus. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "noughts-application.h"
#include "noughts-position-text.h"
#include "noughts-saved-position.h"
#include "noughts-window.h"

struct _NoughtsApplication {
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (NoughtsApplication, noughts_application, ADW_TYPE_APPLICATION)

static NoughtsWindow *
get_window (NoughtsApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (NOUGHTS_IS_WINDOW (window))
    return NOUGHTS_WINDOW (window);
  return noughts_window_new (GTK_APPLICATION (self));
}

static void
noughts_application_activate (GApplication *app)
{
  gtk_window_present (GTK_WINDOW (get_window (NOUGHTS_APPLICATION (app))));
}

/* Refuses an unreadable position here, in the process that was started,
 * before anything registers on the bus or opens a display. */
static int
noughts_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  g_autofree char *game = NULL;
  g_autofree char *score = NULL;
  g_autofree const char **rest = NULL;
  g_autoptr (GError) error = NULL;
  MnkPosition pos;
  MnkScoreMode mode = MNK_SCORE_WDL;

  g_variant_dict_lookup (options, "game", "s", &game);
  g_variant_dict_lookup (options, "score", "s", &score);
  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&s", &rest);
  if (rest != NULL && rest[0] != NULL && rest[1] != NULL)
    {
      g_printerr (_("noughts: one position expected, got “%s” too\n"), rest[1]);
      return 2;
    }
  if (rest != NULL && noughts_saved_position_is_file_name (rest[0]))
    {
      /* A file: the window reads it and says what is wrong. Its rules are
       * its own, so options that would change them are refused. */
      if (game != NULL || score != NULL)
        {
          g_printerr (_("noughts: --game and --score do not apply to a saved file (“%s”)\n"),
                      rest[0]);
          return 2;
        }
      return -1;
    }
  if ((rest != NULL && rest[0] != NULL) || game != NULL || score != NULL)
    if (!noughts_position_from_text (rest != NULL ? rest[0] : NULL, game, score, NULL,
                                     &pos, &mode, &error))
      {
        g_printerr ("noughts: %s\n", error->message);
        return 2;
      }
  return -1;
}

static int
noughts_application_command_line (GApplication *app, GApplicationCommandLine *cmdline)
{
  NoughtsApplication *self = NOUGHTS_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (cmdline);
  g_autofree char *game = NULL;
  g_autofree char *score = NULL;
  g_autofree const char **rest = NULL;
  const char *position = NULL;
  g_autoptr (GError) error = NULL;
  gboolean new_window;
  NoughtsWindow *window;

  g_variant_dict_lookup (options, "game", "s", &game);
  g_variant_dict_lookup (options, "score", "s", &score);
  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&s", &rest);
  if (rest != NULL && rest[0] != NULL)
    {
      if (rest[1] != NULL)
        {
          g_application_command_line_printerr (cmdline,
                                               _("noughts: one position expected, got “%s” too\n"),
                                               rest[1]);
          return 2;
        }
      position = rest[0];
    }

  new_window = gtk_application_get_active_window (GTK_APPLICATION (self)) == NULL;
  window = get_window (self);
  if (noughts_saved_position_is_file_name (position))
    {
      g_autoptr (GFile) file = g_application_command_line_create_file_for_arg (cmdline, position);

      noughts_window_open_file (window, file);
      gtk_window_present (GTK_WINDOW (window));
      return 0;
    }
  if ((position != NULL || game != NULL || score != NULL)
      && !noughts_window_open_position (window, position, game, score, &error))
    {
      g_application_command_line_printerr (cmdline, "noughts: %s\n", error->message);
      if (new_window)
        gtk_window_destroy (GTK_WINDOW (window));
      return 2;
    }
  if (position != NULL || game != NULL)
    noughts_window_start_from_here (window);
  gtk_window_present (GTK_WINDOW (window));
  return 0;
}

static void
action_quit (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GList *windows = NULL;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (user_data)); l; l = l->next)
    windows = g_list_prepend (windows, g_object_ref (l->data));

  /* Close each window: it saves its size, and one with unsaved changes
   * asks first (and may stay). The app ends with its last window. */
  for (GList *it = windows; it != NULL; it = it->next)
    gtk_window_close (GTK_WINDOW (it->data));
  g_list_free_full (windows, g_object_unref);
}

static void
action_about (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  const char *developers[] = { _("The Noughts developers"), NULL };
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about,
                "transient-for", parent,
                "application-name", _("Noughts"),
                "application-icon", APP_ID,
                "version", PACKAGE_VERSION,
                "developer-name", _("The Noughts developers"),
                "developers", developers,
                "comments", _("Exact analysis of tic-tac-toe and other m,n,k-games: "
                              "the verdict, a score for every move, the game tree and "
                              "the best line."),
                "license-type", GTK_LICENSE_GPL_3_0,
                /* TRANSLATORS: your names, one a line */
                "translator-credits", _("translator-credits"),
                NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { "quit", action_quit },
  { "about", action_about },
};

static void
noughts_application_startup (GApplication *app)
{
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.new", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.export-menu", { "<Control>e", NULL } },
    { "win.copy", { "<Control>c", NULL } },
    { "win.paste", { "<Control>v", NULL } },
    { "win.heat-map", { "<Control>h", NULL } },
    { "win.stop", { "Escape", NULL } },
  };

  G_APPLICATION_CLASS (noughts_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);
}

static void
noughts_application_class_init (NoughtsApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = noughts_application_activate;
  app_class->command_line = noughts_application_command_line;
  app_class->handle_local_options = noughts_application_handle_local_options;
  app_class->startup = noughts_application_startup;
}

static void
noughts_application_init (NoughtsApplication *self)
{
  g_autofree char *description = NULL;
  static const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, NULL,
      N_("The game: rows, columns and k in a row, e.g. 4,4,3"), N_("M,N,K") },
    { "score", 's', 0, G_OPTION_ARG_STRING, NULL,
      N_("Scoring: wdl, quick, lines or expected"), N_("MODE") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL, NULL, N_("[POSITION | FILE.noughts]") },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Analyse a tic-tac-toe or m,n,k-game position."));
  description = g_strdup_printf ("%s\n%s",
                                 _("POSITION is written row by row, top to bottom, "
                                   "e.g. x.o/.x./..o or \"..../.xo./.ox./.... x\" "
                                   "with the side to move. A position that cannot "
                                   "be read is reported on standard error and "
                                   "noughts exits with status 2."),
                                 _("A name ending in .noughts opens that saved position "
                                   "file; the window says what is wrong with a bad one."));
  g_application_set_option_context_description (G_APPLICATION (self), description);
}

NoughtsApplication *
noughts_application_new (void)
{
  return g_object_new (NOUGHTS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", "/io/github/noughts/Noughts",
                       NULL);
}
