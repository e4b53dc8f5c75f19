/* mnk.h — the Noughts engine: rules, positions, solver, counting.
 * GLib only; no GTK, no cairo. */
#pragma once

#include "mnk-game.h"
#include "mnk-position.h"
#include "mnk-solver.h"
#include "mnk-count.h"
