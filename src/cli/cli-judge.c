/* placeholder: its owner replaces this file */
