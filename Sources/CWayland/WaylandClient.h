#ifndef SNAPNAV_WAYLAND_CLIENT_H
#define SNAPNAV_WAYLAND_CLIENT_H

/* libwayland-client as SDL has loaded it: its functions and interfaces are looked up rather than
   linked, so the app still starts where Wayland is not installed, and the package depends on
   nothing more. Only what the window's size limits and the axis_stop watch use. */

#include <SDL.h>
#include <SDL_syswm.h>
#include <stdint.h>

struct wl_proxy;
struct wl_display;
struct wl_event_queue;
struct wl_interface {
    const char *name;
    int version;
};

struct snapnav_wayland_client {
    struct wl_proxy *(*marshal_flags)(struct wl_proxy *, uint32_t, const void *, uint32_t, uint32_t, ...);
    uint32_t (*get_version)(struct wl_proxy *);
    int (*add_listener)(struct wl_proxy *, void (**)(void), void *);
    void *(*create_wrapper)(void *);
    void (*wrapper_destroy)(void *);
    void (*set_queue)(struct wl_proxy *, struct wl_event_queue *);
    struct wl_event_queue *(*create_queue)(struct wl_display *);
    int (*roundtrip_queue)(struct wl_display *, struct wl_event_queue *);
    int (*dispatch_queue_pending)(struct wl_display *, struct wl_event_queue *);
    const struct wl_interface *registry_interface, *seat_interface, *pointer_interface;
};

/* The functions, once snapnav_wayland_client_load has found them all. */
extern struct snapnav_wayland_client snapnav_wl;

/* Finds `window`'s Wayland objects and libwayland-client's functions; returns 0 when the window
   is not a Wayland one or SDL has no libwayland-client loaded. */
int snapnav_wayland_client_load(SDL_Window *window, SDL_SysWMinfo *info);

#endif
