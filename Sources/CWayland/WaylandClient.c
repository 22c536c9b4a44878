#include "WaylandClient.h"

#include <dlfcn.h>

struct snapnav_wayland_client snapnav_wl;

static int lookup(void) {
    void *library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_NOLOAD);
    if (library == NULL) return 0;
    struct snapnav_wayland_client *wl = &snapnav_wl;
    *(void **)&wl->marshal_flags = dlsym(library, "wl_proxy_marshal_flags");
    *(void **)&wl->get_version = dlsym(library, "wl_proxy_get_version");
    *(void **)&wl->add_listener = dlsym(library, "wl_proxy_add_listener");
    *(void **)&wl->create_wrapper = dlsym(library, "wl_proxy_create_wrapper");
    *(void **)&wl->wrapper_destroy = dlsym(library, "wl_proxy_wrapper_destroy");
    *(void **)&wl->set_queue = dlsym(library, "wl_proxy_set_queue");
    *(void **)&wl->create_queue = dlsym(library, "wl_display_create_queue");
    *(void **)&wl->roundtrip_queue = dlsym(library, "wl_display_roundtrip_queue");
    *(void **)&wl->dispatch_queue_pending = dlsym(library, "wl_display_dispatch_queue_pending");
    wl->registry_interface = dlsym(library, "wl_registry_interface");
    wl->seat_interface = dlsym(library, "wl_seat_interface");
    wl->pointer_interface = dlsym(library, "wl_pointer_interface");
    /* The library stays loaded: SDL holds it for as long as the window exists. */
    dlclose(library);
    return wl->marshal_flags && wl->get_version && wl->add_listener && wl->create_wrapper &&
           wl->wrapper_destroy && wl->set_queue && wl->create_queue && wl->roundtrip_queue &&
           wl->dispatch_queue_pending && wl->registry_interface && wl->seat_interface && wl->pointer_interface;
}

int snapnav_wayland_client_load(SDL_Window *window, SDL_SysWMinfo *info) {
    static int found = -1;
    SDL_VERSION(&info->version);
    if (!SDL_GetWindowWMInfo(window, info) || info->subsystem != SDL_SYSWM_WAYLAND) return 0;
    if (found < 0) found = lookup();
    return found;
}
