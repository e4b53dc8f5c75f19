/* cli-commands.h — what the files of noughts-cli share: the commands
 * dispatched by main and the way every command reports a failure. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exit statuses of DESIGN.md's noughts-cli contract. */
enum {
  CLI_EXIT_OK = 0,
  CLI_EXIT_FAILURE = 1,   /* anything else: a file that cannot be written, ... */
  CLI_EXIT_USAGE = 2,     /* bad usage or bad input */
  CLI_EXIT_LIMIT = 3,     /* a limit stopped the search before an exact answer */
};

/* Each takes argv with argv[0] the command's name and returns the exit status. */
int noughts_cli_analyze (int argc, char **argv);
int noughts_cli_render (int argc, char **argv);
int noughts_cli_count (int argc, char **argv);
int noughts_cli_strategy (int argc, char **argv);

/* Prints "noughts-cli: MESSAGE" as one line on stderr and returns status.
 * Newlines inside the message are folded into spaces. */
int cli_fail (int status, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* A command's option context: "noughts-cli CMD [OPTION…] parameter", the
 * summary above the options and the description (examples) below. */
GOptionContext *cli_command_context (const char *parameter, const char *summary,
                                     const char *description);

/* Parses a command's options with context (one GOptionContext per
 * command) and returns what is left (argv[0] first) as a new string vector,
 * or NULL after printing the reason (exit status 2). Arguments that look
 * like positions but start with '-' ("---/-o-/---") are kept as arguments
 * rather than taken for options. */
char **cli_parse_options (GOptionContext *context, const char *command,
                          int argc, char **argv);

G_END_DECLS
