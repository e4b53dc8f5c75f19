/* noughts-application.h — the application: command line, app actions,
 * accelerators, the About window. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define NOUGHTS_TYPE_APPLICATION (noughts_application_get_type ())
G_DECLARE_FINAL_TYPE (NoughtsApplication, noughts_application, NOUGHTS, APPLICATION,
                      AdwApplication)

NoughtsApplication *noughts_application_new (void);

G_END_DECLS
