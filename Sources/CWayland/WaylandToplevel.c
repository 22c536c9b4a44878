/* Size limits for SDL's Wayland toplevel, which SDL 2.26 sends only after the window has been
   mapped: a tiling compositor such as sway floats a window whose minimum and maximum sizes are
   equal when it maps, as it floats dialogs, so the limits must be there before the first frame.
   libwayland-client is the one SDL has loaded (see WaylandClient.h). */
#include "CWayland.h"
#include "WaylandClient.h"

/* Request numbers of xdg_toplevel in the xdg-shell protocol. */
enum { xdg_toplevel_set_max_size = 7, xdg_toplevel_set_min_size = 8 };

int snapnav_wayland_set_size_limits(SDL_Window *window, int min_width, int min_height, int max_width,
                                    int max_height) {
    SDL_SysWMinfo info;
    if (!snapnav_wayland_client_load(window, &info)) return 0;
    struct wl_proxy *toplevel = (struct wl_proxy *)info.info.wl.xdg_toplevel;
    if (toplevel == NULL) return 0;
    uint32_t version = snapnav_wl.get_version(toplevel);
    snapnav_wl.marshal_flags(toplevel, xdg_toplevel_set_max_size, NULL, version, 0, max_width, max_height);
    snapnav_wl.marshal_flags(toplevel, xdg_toplevel_set_min_size, NULL, version, 0, min_width, min_height);
    return 1;
}
