#ifndef SNAPNAV_CSDL2_SHIM_H
#define SNAPNAV_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

/* Macros Swift cannot import, re-exposed as constants and inline functions. */

/* The `which` of mouse events SDL synthesises from touches (the macro overflows in Swift). */
static const Uint32 snapnav_touch_mouse_id = SDL_TOUCH_MOUSEID;

/* The `touchId` of touch events SDL synthesises from the mouse (SDL_HINT_MOUSE_TOUCH_EVENTS). */
static const Sint64 snapnav_mouse_touch_id = SDL_MOUSE_TOUCHID;

static inline int snapnav_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }

static inline Uint32 snapnav_button_mask(int button) { return SDL_BUTTON(button); }

/* The mouse id of the wheel events SnapNav makes from XInput 2 scroll valuators, apart from the
   ids SDL gives its own. */
static const Uint32 snapnav_smooth_scroll_mouse_id = SDL_TOUCH_MOUSEID - 1;

static inline int snapnav_bytes_per_pixel(Uint32 format) { return SDL_BYTESPERPIXEL(format); }

/* Large allocations mapped on their own and unmapped when freed, so that megabyte pixel
   buffers made and freed again do not leave holes in the heap (glibc only). */
#if defined(__GLIBC__)
#include <malloc.h>
static inline void snapnav_unmap_large_allocations(int bytes) { mallopt(M_MMAP_THRESHOLD, bytes); }
#else
static inline void snapnav_unmap_large_allocations(int bytes) { (void)bytes; }
#endif

#endif
