/* main.c — the noughts program: the window of Noughts. */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "noughts-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr (NoughtsApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* build-aux/run points this at the build tree's catalogues, so a person
   * running Noughts uninstalled still reads it in their language. */
  const char *localedir = g_getenv ("NOUGHTS_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = noughts_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
