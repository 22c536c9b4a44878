/* Size limits for SDL's Wayland toplevel, which SDL 2.26 sends only after the window has been
   mapped: a tiling compositor such as sway floats a window whose minimum and maximum sizes are
   equal when it maps, as it floats dialogs, so the limits must be there before the first frame.
   libwayland-client is the one SDL has loaded; it is looked up rather than linked, so the app
   still starts where Wayland is not installed. */
#include "CWayland.h"

#include <SDL_syswm.h>
#include <dlfcn.h>
#include <stdint.h>

struct wl_proxy;
typedef struct wl_proxy *(*marshal_flags_function)(struct wl_proxy *proxy, uint32_t opcode,
                                                   const void *interface, uint32_t version,
                                                   uint32_t flags, ...);
typedef uint32_t (*get_version_function)(struct wl_proxy *proxy);

/* Request numbers of xdg_toplevel in the xdg-shell protocol. */
enum { xdg_toplevel_set_max_size = 7, xdg_toplevel_set_min_size = 8 };

int snapnav_wayland_set_size_limits(SDL_Window *window, int min_width, int min_height, int max_width,
                                    int max_height) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return 0;
    struct wl_proxy *toplevel = (struct wl_proxy *)info.info.wl.xdg_toplevel;
    if (toplevel == NULL) return 0;
    void *library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_NOLOAD);
    if (library == NULL) return 0;
    marshal_flags_function marshal = (marshal_flags_function)dlsym(library, "wl_proxy_marshal_flags");
    get_version_function version = (get_version_function)dlsym(library, "wl_proxy_get_version");
    if (marshal == NULL || version == NULL) {
        dlclose(library);
        return 0;
    }
    uint32_t toplevel_version = version(toplevel);
    marshal(toplevel, xdg_toplevel_set_max_size, NULL, toplevel_version, 0, max_width, max_height);
    marshal(toplevel, xdg_toplevel_set_min_size, NULL, toplevel_version, 0, min_width, min_height);
    dlclose(library);
    return 1;
}
