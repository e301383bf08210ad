# `hoola serve`: the tutor in the browser, from wherever the package is installed
cli-serve-help = open the tutor in the browser (the installed package's own pages and settings)
cli-serve-address-help = the address to listen on (default: this computer only; 0.0.0.0 serves the network)
cli-serve-port-help = the port to listen on (default 8501)
