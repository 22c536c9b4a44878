#include "CXInput2.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

int snapnav_x11_window(void *sdl_window, Display **display, Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    *display = info.info.x11.display;
    *window = info.info.x11.window;
    return 1;
}

const XGenericEventCookie *snapnav_x11_cookie(const void *sdl_event, int opcode) {
    const SDL_Event *event = sdl_event;
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return NULL;
    const SDL_SysWMmsg *message = event->syswm.msg;
    if (message->subsystem != SDL_SYSWM_X11) return NULL;
    const XGenericEventCookie *cookie = &message->msg.x11.event.xcookie;
    if (cookie->type != GenericEvent || cookie->extension != opcode || cookie->data == NULL) return NULL;
    return cookie;
}
