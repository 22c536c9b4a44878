#ifndef SNAPNAV_CWAYLAND_H
#define SNAPNAV_CWAYLAND_H

#include <SDL.h>

/* Sets the size limits of a window's Wayland toplevel (xdg_toplevel.set_min_size and
   set_max_size, in the compositor's logical units; 0 means no limit). They take effect with the
   window's next commit. Returns 0 when the window is not a Wayland xdg toplevel. */
int snapnav_wayland_set_size_limits(SDL_Window *window, int min_width, int min_height, int max_width,
                                    int max_height);

#endif
