/* The desktop's text scale on X11: the Xft.dpi resource (96 per 1x) that GNOME, KDE and Xfce set
   for a HiDPI screen and that GTK and Qt read, since SDL 2 reports no scale on X11. */
#include "CXInput2.h"

#include <stdlib.h>
#include <string.h>

double snapnav_x11_xft_dpi(void) {
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) return 0;
    double dpi = 0;
    const char *resources = XResourceManagerString(display);
    for (const char *line = resources; line != NULL && *line != '\0';) {
        if (strncmp(line, "Xft.dpi:", 8) == 0) {
            dpi = strtod(line + 8, NULL);
            break;
        }
        line = strchr(line, '\n');
        if (line != NULL) line += 1;
    }
    XCloseDisplay(display);
    return dpi > 0 ? dpi : 0;
}
