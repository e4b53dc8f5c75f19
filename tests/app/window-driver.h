/* window-driver.h — what the GUI tests share to drive the real window:
 * activate its actions, turn the main loop until something shows, read
 * what a person would see. */
#pragma once

#include <adwaita.h>
#include "noughts-window.h"

G_BEGIN_DECLS

/* Upper bound on waiting for anything, so a broken worker fails the test
 * instead of hanging it; generous because the machine is shared. */
#define WAIT_LIMIT_S 120

typedef gboolean (*Condition) (gpointer data);

/* Turns the main loop until cond holds; fails after WAIT_LIMIT_S. */
void wait_for (Condition cond, gpointer data, const char *what);
/* Until the window's solve has finished. */
void wait_analysis (NoughtsWindow *win);
/* Activates win.name (which must exist). */
void act (NoughtsWindow *win, const char *name, GVariant *parameter);
/* Activates a board.* cell action, as a click or a key would. */
void board_act (NoughtsWindow *win, const char *name, int cell);
/* A shown window, analysed; position (notation) or NULL for the start. */
NoughtsWindow *open_window (const char *position);
void close_window (NoughtsWindow *win);
/* The model's position as notation (g_free). */
char *model_notation (NoughtsWindow *win);
/* Waits for the next toast after the toast count before, and returns it. */
const char *wait_toast (NoughtsWindow *win, guint before, const char *what);
/* Activates an action and waits for the toast it gives (now or later). */
const char *act_for_toast (NoughtsWindow *win, const char *name, GVariant *parameter);

G_END_DECLS
