#ifndef SNAPNAV_CXINPUT2_H
#define SNAPNAV_CXINPUT2_H

/* XInput 2 on SDL's own X connection, for smooth scrolling: SDL2 makes wheel events on X11 only
   from the core buttons 4-7, so a touchpad's scrolling arrives there as whole notches. SDL types
   stay out of this header (they come from CSDL2), so X11's names meet SnapNav's in one file. */

#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

/* The X display and window behind an SDL_Window, when it is an X11 one; returns 0 otherwise. */
int snapnav_x11_window(void *sdl_window, Display **display, Window *window);

/* The XInput 2 event carried by an SDL_SYSWMEVENT (`sdl_event` is an SDL_Event), or NULL.
   Valid only while SDL hands the event to an event filter: SDL frees it as soon as the event
   is queued. */
const XGenericEventCookie *snapnav_x11_cookie(const void *sdl_event, int opcode);

/* The Xft.dpi resource of the X display named by DISPLAY (96 is 1x), or 0 where it is not set. */
double snapnav_x11_xft_dpi(void);

static inline void snapnav_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }

static inline int snapnav_xi_mask_is_set(const unsigned char *mask, int bit) { return XIMaskIsSet(mask, bit) != 0; }

static inline int snapnav_xi_mask_length(void) { return XIMaskLen(XI_LASTEVENT); }

#endif
