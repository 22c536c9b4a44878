#ifndef SNAPNAV_CWAYLAND_H
#define SNAPNAV_CWAYLAND_H

#include <SDL.h>

/* Sets the size limits of a window's Wayland toplevel (xdg_toplevel.set_min_size and
   set_max_size, in the compositor's logical units; 0 means no limit). They take effect with the
   window's next commit. Returns 0 when the window is not a Wayland xdg toplevel. */
int snapnav_wayland_set_size_limits(SDL_Window *window, int min_width, int min_height, int max_width,
                                    int max_height);

/* Starts hearing Wayland's axis_stop (a touchpad's fingers lifting) for the window's client,
   which SDL drops. Returns 0 when the window is not on Wayland or the compositor's seat is too
   old to send it. */
int snapnav_wayland_watch_axis_stops(SDL_Window *window);

/* How many axis_stop events arrived since the last call; SDL's event pump reads them in. */
int snapnav_wayland_axis_stops(void);

#endif
