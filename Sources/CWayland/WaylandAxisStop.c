/* The moment a touchpad's fingers lift, on Wayland: wl_pointer.axis_stop, which SDL 2.26 reads
   and drops. A second wl_pointer on SDL's own connection, with an event queue of its own, hears
   it; the compositor sends every pointer of the client the same events. SDL reads the socket
   as it pumps events, which fills this queue too, and snapnav_wayland_axis_stops dispatches it.
   libwayland-client is the one SDL has loaded (see WaylandClient.h). */
#include "CWayland.h"
#include "WaylandClient.h"

#include <string.h>

static struct wl_display *display;
static struct wl_event_queue *queue;
static struct wl_proxy *seat, *pointer;
static int stops;

/* Request numbers: wl_display.get_registry, wl_registry.bind, wl_seat.get_pointer,
   wl_pointer.release; and the seat's pointer capability and the marshalling flag that destroys. */
enum { display_get_registry = 1, registry_bind = 0, seat_get_pointer = 0, pointer_release = 1 };
enum { capability_pointer = 1, marshal_destroy = 1 };
/* wl_pointer version 5 has axis_stop; later versions add events this listener does not have. */
enum { pointer_version = 5 };

static void global(void *data, struct wl_proxy *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data;
    if (seat != NULL || strcmp(interface, snapnav_wl.seat_interface->name) != 0 || version < pointer_version) return;
    seat = snapnav_wl.marshal_flags(registry, registry_bind, snapnav_wl.seat_interface, pointer_version, 0, name,
                            snapnav_wl.seat_interface->name, (uint32_t)pointer_version, NULL);
}
static void global_remove(void *data, struct wl_proxy *registry, uint32_t name) {
    (void)data, (void)registry, (void)name;
}
static void (*registry_listener[])(void) = {(void (*)(void))global, (void (*)(void))global_remove};

/* A pointer is asked for only while the seat has one (asking otherwise is a protocol error), and
   a new one when a pointing device comes back. */
static const struct wl_interface *pointer_interface(void);
static void (*pointer_listener[])(void);
static void capabilities(void *data, struct wl_proxy *seat_proxy, uint32_t capabilities) {
    (void)data;
    if ((capabilities & capability_pointer) && pointer == NULL) {
        pointer = snapnav_wl.marshal_flags(seat_proxy, seat_get_pointer, pointer_interface(), snapnav_wl.get_version(seat_proxy), 0, NULL);
        if (pointer != NULL) snapnav_wl.add_listener(pointer, pointer_listener, NULL);
    } else if (!(capabilities & capability_pointer) && pointer != NULL) {
        snapnav_wl.marshal_flags(pointer, pointer_release, NULL, snapnav_wl.get_version(pointer), marshal_destroy);
        pointer = NULL;
    }
}
static void seat_name(void *data, struct wl_proxy *seat_proxy, const char *name) { (void)data, (void)seat_proxy, (void)name; }
static void (*seat_listener[])(void) = {(void (*)(void))capabilities, (void (*)(void))seat_name};

static void enter(void *d, struct wl_proxy *p, uint32_t s, struct wl_proxy *f, int32_t x, int32_t y) {
    (void)d, (void)p, (void)s, (void)f, (void)x, (void)y;
}
static void leave(void *d, struct wl_proxy *p, uint32_t s, struct wl_proxy *f) { (void)d, (void)p, (void)s, (void)f; }
static void motion(void *d, struct wl_proxy *p, uint32_t t, int32_t x, int32_t y) {
    (void)d, (void)p, (void)t, (void)x, (void)y;
}
static void button(void *d, struct wl_proxy *p, uint32_t s, uint32_t t, uint32_t b, uint32_t st) {
    (void)d, (void)p, (void)s, (void)t, (void)b, (void)st;
}
static void axis(void *d, struct wl_proxy *p, uint32_t t, uint32_t a, int32_t v) { (void)d, (void)p, (void)t, (void)a, (void)v; }
static void frame(void *d, struct wl_proxy *p) { (void)d, (void)p; }
static void axis_source(void *d, struct wl_proxy *p, uint32_t s) { (void)d, (void)p, (void)s; }
static void axis_stop(void *d, struct wl_proxy *p, uint32_t t, uint32_t a) {
    (void)d, (void)p, (void)t, (void)a;
    stops += 1;
}
static void axis_discrete(void *d, struct wl_proxy *p, uint32_t a, int32_t v) { (void)d, (void)p, (void)a, (void)v; }
static const struct wl_interface *pointer_interface(void) { return snapnav_wl.pointer_interface; }
static void (*pointer_listener[])(void) = {
    (void (*)(void))enter, (void (*)(void))leave,       (void (*)(void))motion,
    (void (*)(void))button, (void (*)(void))axis,       (void (*)(void))frame,
    (void (*)(void))axis_source, (void (*)(void))axis_stop, (void (*)(void))axis_discrete,
};

int snapnav_wayland_watch_axis_stops(SDL_Window *window) {
    if (seat != NULL) return 1;
    SDL_SysWMinfo info;
    if (!snapnav_wayland_client_load(window, &info)) return 0;
    display = (struct wl_display *)info.info.wl.display;
    queue = snapnav_wl.create_queue(display);
    if (queue == NULL) return 0;
    /* A wrapper of the display on this queue, so the registry and all it makes use the queue. */
    struct wl_proxy *wrapper = snapnav_wl.create_wrapper(display);
    if (wrapper == NULL) return 0;
    snapnav_wl.set_queue(wrapper, queue);
    struct wl_proxy *registry = snapnav_wl.marshal_flags(wrapper, display_get_registry, snapnav_wl.registry_interface,
                                                 snapnav_wl.get_version(wrapper), 0, NULL);
    snapnav_wl.wrapper_destroy(wrapper);
    if (registry == NULL) return 0;
    snapnav_wl.add_listener(registry, registry_listener, NULL);
    snapnav_wl.roundtrip_queue(display, queue);
    if (seat == NULL) return 0;
    snapnav_wl.add_listener(seat, seat_listener, NULL);
    snapnav_wl.roundtrip_queue(display, queue);
    return 1;
}

int snapnav_wayland_axis_stops(void) {
    if (seat == NULL) return 0;
    snapnav_wl.dispatch_queue_pending(display, queue);
    int count = stops;
    stops = 0;
    return count;
}
